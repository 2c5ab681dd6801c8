import type { CacheBus } from '../../plugins/cache-bus.js';

const TOPIC = 'device-command';

export type WaitOutcome = 'woken' | 'timeout' | 'closing';

export interface DeviceWake {
  /**
   * A wait for `deviceId`, registered now: call it before looking for a command, so that one
   * queued in between still wakes it. `wait(ms)` settles on a wake, after `ms`, or at shutdown.
   */
  register(deviceId: number): { wait(ms: number): Promise<WaitOutcome>; cancel(): void };
  /** Wakes the waits of these devices on every instance (after their commands are committed). */
  wake(deviceIds: readonly number[]): void;
  /** Server shutdown: every wait settles as 'closing' at once, and new ones do too. */
  closeAll(): void;
  /** Waits in progress, for the bench and tests. */
  readonly waiting: number;
}

/**
 * Wakes long-polling agents when a command is queued for their device. The notice travels on the
 * cache bus (PostgreSQL LISTEN/NOTIFY), so a command created through one instance reaches an agent
 * polling another within the notice's delivery time. Waits hold no database connection: 2,000
 * agents waiting cost 2,000 entries in a map and their sockets.
 */
export function createDeviceWake(bus: CacheBus): DeviceWake {
  const waiters = new Map<number, Set<(outcome: WaitOutcome) => void>>();
  let closing = false;
  let count = 0;

  const settleDevice = (deviceId: number, outcome: WaitOutcome) => {
    for (const settle of [...(waiters.get(deviceId) ?? [])]) settle(outcome);
  };
  const settleAll = (outcome: WaitOutcome) => {
    for (const id of [...waiters.keys()]) settleDevice(id, outcome);
  };

  bus.subscribe(TOPIC, (detail) => {
    // No detail: the bus lost its connection and may have missed notices; everyone looks again.
    if (detail === undefined) return settleAll('woken');
    for (const id of detail.split(',')) settleDevice(Number(id), 'woken');
  });

  return {
    register(deviceId) {
      let done = false;
      let timer: NodeJS.Timeout | undefined;
      let resolve: (outcome: WaitOutcome) => void = () => undefined;
      const settled = new Promise<WaitOutcome>((r) => (resolve = r));
      const settle = (outcome: WaitOutcome) => {
        if (done) return;
        done = true;
        count--;
        if (timer) clearTimeout(timer);
        const set = waiters.get(deviceId);
        set?.delete(settle);
        if (set?.size === 0) waiters.delete(deviceId);
        resolve(outcome);
      };
      count++;
      if (closing) settle('closing');
      else waiters.set(deviceId, (waiters.get(deviceId) ?? new Set()).add(settle));
      return {
        wait(ms) {
          if (!done) timer = setTimeout(() => settle('timeout'), Math.max(0, ms));
          return settled;
        },
        cancel: () => settle('timeout'),
      };
    },
    wake(deviceIds) {
      if (deviceIds.length === 0) return;
      // A notice carries at most 8,000 bytes: a large rollout goes in several.
      for (let i = 0; i < deviceIds.length; i += 500) {
        bus.publish(TOPIC, deviceIds.slice(i, i + 500).join(','));
      }
    },
    closeAll() {
      closing = true;
      settleAll('closing');
    },
    get waiting() {
      return count;
    },
  };
}
