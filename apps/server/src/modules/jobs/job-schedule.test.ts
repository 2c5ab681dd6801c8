import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { buildTestApp, createTestDatabase } from '../../testing/build-test-app.js';
import { until } from '../../testing/poll.js';
import { sysJob, sysJobLog } from './job.table.js';

/**
 * A job due every minute, with two instances both running jobs, is run once per minute. pg-boss
 * checks schedules every second here (30 s by default) so that two minutes pass in about a minute.
 *
 * pg-boss hands a due schedule over through its `__pgboss__send-it` queue with the schedule's
 * name as singleton key and a one-minute slot (`singleton_on`), unique together: one hand-over
 * per minute, whichever instance's cron monitor saw it. Each hand-over queues exactly one run.
 * So the rule holds when the runs recorded equal the minute slots handed over, one run per slot,
 * however late in its minute a run happened to start.
 */
describe('a job due every minute, two instances', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  // The system jobs stay out of the way: only the job below may run.
  await db.update(sysJob).set({ isPause: true });
  const tuning = {
    pollingIntervalSeconds: 0.5,
    cronMonitorIntervalSeconds: 1,
    cronWorkerIntervalSeconds: 1,
    reconcileIntervalMs: 1_000,
  };
  await buildTestApp({ database, jobs: tuning });
  await buildTestApp({ database, jobs: tuning });

  it('runs exactly once per minute', { timeout: 100_000 }, async () => {
    const [job] = await db
      .insert(sysJob)
      .values({ jobName: '每分钟', handler: 'sweepExpired', cronExpression: '* * * * *' })
      .returning();
    const queue = `coalsim-job-${job!.id}`;
    const slots = async () => {
      const { rows } = await db.execute<{ slot: string; state: string }>(
        sql`SELECT singleton_on::text AS slot, state::text AS state FROM pgboss.job
            WHERE name = '__pgboss__send-it' AND singleton_key = ${queue}`,
      );
      return rows;
    };
    // The runs pg-boss queued for the job: all of them, and those not yet done.
    const queued = async () => {
      const { rows } = await db.execute<{ total: number; pending: number }>(
        sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE state <> 'completed'))::int AS pending
            FROM pgboss.job WHERE name = ${queue}`,
      );
      return rows[0]!;
    };
    const runs = () =>
      db
        .select()
        .from(sysJobLog)
        .where(and(eq(sysJobLog.jobId, job!.id), eq(sysJobLog.trigger, 'schedule')));

    // A settled snapshot of two minutes or more: every hand-over done, no new minute begun while
    // reading, every queued run done and recorded. A minute run twice would make queued runs or
    // records outnumber the minutes.
    const { handedOver, queuedRuns, recorded } = await until(
      'two minutes of schedule hand-overs and their runs',
      async () => {
        const before = await slots();
        if (before.length < 2 || before.some((r) => r.state !== 'completed')) return undefined;
        const jobs = await queued();
        const rows = await runs();
        if ((await slots()).length !== before.length || jobs.pending > 0) return undefined;
        if (rows.length < jobs.total) return undefined;
        return { handedOver: before, queuedRuns: jobs.total, recorded: rows };
      },
      90_000,
    );
    expect(new Set(handedOver.map((s) => s.slot)).size).toBe(handedOver.length);
    expect(queuedRuns).toBe(handedOver.length);
    expect(recorded).toHaveLength(handedOver.length);
    expect(recorded.every((r) => r.isSuccess)).toBe(true);
  });
});
