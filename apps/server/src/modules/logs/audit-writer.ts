import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/database.js';
import { sysLog } from './log.table.js';

export type LogRow = typeof sysLog.$inferInsert;

export interface AuditWriter {
  /** Queues a row; never waits and never throws. */
  push(row: LogRow): void;
  /** Writes what is queued (tests and shutdown); resolves even when the write failed. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface AuditWriterOptions {
  flushEveryMs?: number;
  batchSize?: number;
  /** Rows kept while the database is away; the oldest go first beyond this. */
  maxQueued?: number;
}

/**
 * The audit log is written off the request path: rows are queued and inserted in batches every
 * second (or as soon as a batch is full), so logging never slows or breaks a request. A failed
 * insert is itself logged and its rows are tried again with the next batch, up to a bound.
 */
export function createAuditWriter(
  db: Db,
  log: FastifyBaseLogger,
  { flushEveryMs = 1_000, batchSize = 500, maxQueued = 20_000 }: AuditWriterOptions = {},
): AuditWriter {
  let queue: LogRow[] = [];
  let writing: Promise<void> | undefined;
  let dropped = 0;

  async function writeBatch(): Promise<void> {
    const rows = queue.slice(0, batchSize);
    queue = queue.slice(rows.length);
    try {
      await db.insert(sysLog).values(rows);
    } catch (err) {
      log.error({ err: { message: (err as Error).message }, rows: rows.length }, 'audit log write failed');
      // Back in front, to be tried with the next batch; the bound keeps memory in check.
      queue = [...rows, ...queue];
      const excess = queue.length - maxQueued;
      if (excess > 0) {
        queue = queue.slice(excess);
        dropped += excess;
        log.error({ dropped }, 'audit log queue full: oldest rows dropped');
      }
      throw err;
    }
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) await writeBatch();
    } catch {
      // Logged in writeBatch; the rows wait for the next flush.
    }
  }

  /** One drain at a time; `finally` runs after the assignment, so an empty queue resets it too. */
  function flush(): Promise<void> {
    writing ??= drain().finally(() => {
      writing = undefined;
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    push(row) {
      queue.push(row);
      if (queue.length >= batchSize) void flush();
    },
    flush: async () => {
      await writing;
      await flush();
    },
    async close() {
      clearInterval(timer);
      await writing;
      await flush();
    },
  };
}
