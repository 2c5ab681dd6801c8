import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/database.js';
import { databaseUnavailable } from '../../plugins/errors.js';
import { sysLog } from './log.table.js';
import { reducedRow, storableRow, type LogRow } from './storable-row.js';

export type { LogRow } from './storable-row.js';

export interface AuditWriter {
  /**
   * Writes a row now and resolves once it is committed; when the database cannot be reached, the
   * row waits in the queue instead. Never throws.
   */
  write(row: LogRow): Promise<void>;
  /** Queues a row for the next batch (rows whose loss is acceptable); never waits, never throws. */
  push(row: LogRow): void;
  /** Writes what is queued (tests and shutdown); resolves even when the write failed. */
  flush(): Promise<void>;
  close(): Promise<void>;
  /** Rows written in reduced form, and rows lost (refused even so, or beyond the queue's bound). */
  readonly counts: { reduced: number; dropped: number };
}

export interface AuditWriterOptions {
  flushEveryMs?: number;
  batchSize?: number;
  /** Rows kept while the database is away; the oldest go first beyond this. */
  maxQueued?: number;
}

type Outcome = 'written' | 'unavailable';

/**
 * The audit log. A write's row is written before its answer leaves (`write`), so an acknowledged
 * write never lacks its row, even after a crash; only while the database cannot be reached do rows
 * wait in a bounded queue, tried again every second.
 *
 * One row can never hold up the others: every row is made storable first (storable-row.ts); a
 * batch PostgreSQL refuses is split and its rows written one by one; a row refused alone is
 * written in a reduced form, and one refused even so is counted and dropped — never retried.
 */
export function createAuditWriter(
  db: Db,
  log: FastifyBaseLogger,
  { flushEveryMs = 1_000, batchSize = 500, maxQueued = 20_000 }: AuditWriterOptions = {},
): AuditWriter {
  let queue: LogRow[] = [];
  let writing: Promise<void> | undefined;
  const counts = { reduced: 0, dropped: 0 };

  function enqueue(rows: LogRow[], front = false) {
    queue = front ? [...rows, ...queue] : [...queue, ...rows];
    const excess = queue.length - maxQueued;
    if (excess > 0) {
      queue = queue.slice(excess);
      counts.dropped += excess;
      log.error({ dropped: counts.dropped }, 'audit log queue full: oldest rows dropped');
    }
  }

  /** Inserts rows; a refusal that is not the database being away is the rows' own problem. */
  async function insert(rows: LogRow[]): Promise<Outcome | Error> {
    try {
      await db.insert(sysLog).values(rows);
      return 'written';
    } catch (err) {
      if (databaseUnavailable(err)) return 'unavailable';
      return err as Error;
    }
  }

  /** One row alone: as it is, then reduced, then counted as lost. */
  async function insertOne(row: LogRow): Promise<Outcome> {
    const first = await insert([row]);
    if (!(first instanceof Error)) return first;
    const reduced = await insert([reducedRow(row)]);
    if (reduced instanceof Error) {
      counts.dropped += 1;
      log.error({ err: { message: reduced.message }, dropped: counts.dropped }, 'audit log row dropped');
      return 'written';
    }
    if (reduced === 'written') {
      counts.reduced += 1;
      log.error({ err: { message: first.message }, requestId: row.requestId }, 'audit log row reduced');
    }
    return reduced;
  }

  async function writeBatch(rows: LogRow[]): Promise<Outcome> {
    const outcome = await insert(rows);
    if (outcome === 'unavailable') enqueue(rows, true);
    if (!(outcome instanceof Error)) return outcome;
    log.error(
      { err: { message: outcome.message }, rows: rows.length },
      'audit log batch refused: row by row',
    );
    for (const [i, row] of rows.entries()) {
      if ((await insertOne(row)) === 'unavailable') {
        enqueue(rows.slice(i), true);
        return 'unavailable';
      }
    }
    return 'written';
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const rows = queue.slice(0, batchSize);
      queue = queue.slice(rows.length);
      const outcome = await writeBatch(rows);
      if (outcome === 'unavailable') {
        log.error({ queued: queue.length }, 'audit log write failed: database unavailable');
        return;
      }
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
    async write(row) {
      const storable = storableRow(row);
      if ((await insertOne(storable)) === 'unavailable') enqueue([storable]);
    },
    push(row) {
      queue.push(storableRow(row));
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
    counts,
  };
}
