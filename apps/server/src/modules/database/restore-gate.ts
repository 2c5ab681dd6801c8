import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyBaseLogger, onRequestHookHandler } from 'fastify';

import { HttpError } from '../../lib/http-error.js';
import type { CacheBus } from '../../plugins/cache-bus.js';

export const RESTORING = '正在恢复数据库，服务暂不可用，请稍候一两分钟再试';
const HEALTHZ = '/healthz';
/** The cache bus topic on which the restoring instance tells the others to close their doors. */
const TOPIC = 'database-restore';
const WATCH_INTERVAL_MS = 250;

/**
 * While a restore runs, every request but the liveness check answers 503, on every instance:
 * nothing may read the old data's last moments or write into a database about to be replaced
 * (a write there would be lost). The restoring instance closes its own gate at once and tells
 * the others through the cache bus; they keep theirs closed for as long as the restore's lock is
 * held (restore-lock.ts), which they look at a few times a second: a notice can be missed while
 * the switch ends every connection, a lock cannot outlive its restore.
 */
export function createRestoreGate() {
  let restoringHere = false;
  let restoringElsewhere = false;
  let bus: CacheBus | undefined;

  const hook: onRequestHookHandler = (request, _reply, done) => {
    if ((restoringHere || restoringElsewhere) && request.url !== HEALTHZ) done(new HttpError(503, RESTORING));
    else done();
  };

  async function closeWhileRunning(stillRunning: () => Promise<boolean>, log: FastifyBaseLogger) {
    restoringElsewhere = true;
    try {
      for (;;) {
        await sleep(WATCH_INTERVAL_MS);
        try {
          if (!(await stillRunning())) return;
        } catch (err) {
          // The database is being switched under us: still restoring, look again.
          log.debug({ err }, 'restore gate: could not read the restore lock yet');
        }
      }
    } finally {
      restoringElsewhere = false;
    }
  }

  return {
    hook,
    get active() {
      return restoringHere || restoringElsewhere;
    },
    /**
     * Hears of restores begun by other instances; `stillRunning` reads the restore lock, also
     * once now: an instance starting during a restore must not serve the old data meanwhile.
     */
    async share(cacheBus: CacheBus, stillRunning: () => Promise<boolean>, log: FastifyBaseLogger) {
      bus = cacheBus;
      const closeElsewhere = () => {
        if (!restoringHere && !restoringElsewhere) void closeWhileRunning(stillRunning, log);
      };
      cacheBus.subscribe(TOPIC, (detail) => detail === 'begin' && closeElsewhere());
      // A database that does not answer yet is not a restore: the app starts and says 503 on
      // its own (readyz), and the bus tells it of any restore once it listens.
      const running = await stillRunning().catch((err: unknown) => {
        log.warn({ err }, 'restore gate: could not read the restore lock at start');
        return false;
      });
      if (running) closeElsewhere();
    },
    /** Closes the gate here and tells the others; false when a restore already runs here. */
    begin(): boolean {
      if (restoringHere) return false;
      restoringHere = true;
      bus?.publish(TOPIC, 'begin');
      return true;
    },
    end() {
      restoringHere = false;
    },
  };
}

export type RestoreGate = ReturnType<typeof createRestoreGate>;
