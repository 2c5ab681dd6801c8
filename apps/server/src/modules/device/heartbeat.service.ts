import { HEARTBEAT_SECONDS, type DeviceStatus } from '@coalsim/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { ONLINE_WINDOW_SECONDS } from './device-status.js';
import { device, deviceEvent } from './device.table.js';

export interface Heartbeat {
  agentVersion: string;
  state: 'idle' | 'busy';
  softVersion?: string | null | undefined;
}

interface Pending {
  beat: Heartbeat;
  settle: { resolve: () => void; reject: (err: unknown) => void }[];
}

/** How long heartbeats gather before they are written together. */
export const HEARTBEAT_BATCH_MS = 100;

/**
 * Heartbeats are written in batches: those arriving within 100 ms go in one UPDATE (one commit
 * instead of one per device: 2,000 devices send 67 a second), which also answers what each device
 * was before, so that transitions to online are recorded, and an offline the sweeper had not
 * recorded yet is recorded here, at the time the device went quiet. Each request waits for its
 * batch: a 200 means the heartbeat is stored.
 */
export function createHeartbeatWriter(db: Db) {
  let pending = new Map<number, Pending>();
  let timer: NodeJS.Timeout | undefined;

  async function flush() {
    timer = undefined;
    const batch = pending;
    pending = new Map();
    if (batch.size === 0) return;
    const ids = [...batch.keys()];
    const beats = ids.map((id) => batch.get(id)!.beat);
    try {
      const { rows } = await db.execute<{ id: number; was: string; was_seen: Date | null }>(sql`
        with prev as (
          select id, status, last_seen from ${device} where id = any(${sql.param(ids)}::bigint[]) for update
        )
        update ${device} d set last_seen = now(), state = b.state, status = 'online',
          agent_version = b.agent_version, soft_version = coalesce(b.soft_version, d.soft_version)
        from prev, unnest(
          ${sql.param(ids)}::bigint[],
          ${sql.param(beats.map((b) => b.state))}::text[],
          ${sql.param(beats.map((b) => b.agentVersion))}::text[],
          ${sql.param(beats.map((b) => b.softVersion ?? null))}::text[]
        ) as b(id, state, agent_version, soft_version)
        where d.id = prev.id and b.id = d.id
        returning d.id, prev.status as was, prev.last_seen as was_seen`);
      const events = rows.flatMap((r) => transitions(Number(r.id), r.was, r.was_seen));
      if (events.length > 0) await db.insert(deviceEvent).values(events);
      for (const p of batch.values()) p.settle.forEach((s) => s.resolve());
    } catch (err) {
      for (const p of batch.values()) p.settle.forEach((s) => s.reject(err));
    }
  }

  return {
    /** Resolves once the heartbeat is stored; the answer is the device's status. */
    record(deviceId: number, beat: Heartbeat) {
      const stored = new Promise<void>((resolve, reject) => {
        const entry = pending.get(deviceId) ?? { beat, settle: [] };
        entry.beat = beat;
        entry.settle.push({ resolve, reject });
        pending.set(deviceId, entry);
      });
      timer ??= setTimeout(() => void flush(), HEARTBEAT_BATCH_MS);
      return stored.then(() => {
        const status: DeviceStatus = beat.state === 'busy' ? 'busy' : 'online';
        return { status, heartbeatSeconds: HEARTBEAT_SECONDS, serverTime: new Date().toISOString() };
      });
    },
    /** At shutdown: the gathered heartbeats are written before the database closes. */
    async close() {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}

function transitions(deviceId: number, was: string, wasSeen: Date | null) {
  const seen = wasSeen ? new Date(wasSeen) : null;
  const stale = !seen || Date.now() - seen.getTime() > ONLINE_WINDOW_SECONDS * 1000;
  const events: { deviceId: number; kind: string; at?: Date }[] = [];
  if (was === 'online' && stale && seen) {
    events.push({ deviceId, kind: 'offline', at: new Date(seen.getTime() + ONLINE_WINDOW_SECONDS * 1000) });
  }
  if (was !== 'online' || stale) events.push({ deviceId, kind: 'online' });
  return events;
}
