import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp, createTestDatabase } from '../../testing/build-test-app.js';
import { takeBackup } from '../../testing/database-samples.js';
import { until } from '../../testing/poll.js';
import { sysDictDetail } from '../dict/dict.table.js';
import { sysJob, sysJobLog } from '../jobs/job.table.js';
import { RESTORING } from './restore-gate.js';

/** Two instances on one database, as behind a load balancer, both running jobs; one restores. */
describe('数据库备份: a restore seen from another instance', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  const tuning = { pollingIntervalSeconds: 0.5, reconcileIntervalMs: 1_000 };
  const one = (await buildTestApp({ database, jobs: tuning })).app;
  const two = (await buildTestApp({ database, jobs: tuning })).app;
  const admin = [await signIn(one, 'admin'), await signIn(two, 'admin')] as const;
  const labels = async () =>
    (await two.inject({ method: 'GET', url: '/api/dictDetail?dictName=user_status' }))
      .json<{ content: { label: string }[] }>()
      .content.map((d) => d.label);

  it('answers 503 on every instance meanwhile, then serves the restored data, caches and jobs', async () => {
    const backup = await takeBackup(one, admin[0]);
    // Changed behind the caches' back after the backup, and cached by the other instance.
    await db.update(sysDictDetail).set({ label: '启用' }).where(eq(sysDictDetail.value, 'true'));
    expect(await labels()).toEqual(['启用', '禁用']);

    let settled = false;
    const restoring = one
      .inject({
        method: 'POST',
        url: `/api/database/backup/${backup.id}/restore`,
        headers: bearer(admin[0]),
        payload: { confirm: true, password: '123456' },
      })
      .finally(() => (settled = true));
    const seen = new Set<number>();
    while (!settled) {
      const res = await two.inject({ method: 'GET', url: '/api/dict', headers: bearer(admin[1]) });
      seen.add(res.statusCode);
      if (res.statusCode === 503) expect(res.json<{ message: string }>().message).toBe(RESTORING);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await restoring).statusCode).toBe(200);
    expect(seen).toContain(503);

    // The other instance opens again once the restore's lock is gone, with its caches dropped.
    await until('the other instance to answer again', async () => {
      const res = await two.inject({ method: 'GET', url: '/api/dict', headers: bearer(admin[1]) });
      return res.statusCode === 200 ? true : undefined;
    });
    expect(await labels()).toEqual(['激活', '禁用']);

    // pg-boss's schema was made anew: both runners rebuild their queues and run jobs again.
    const [sweep] = await db.select({ id: sysJob.id }).from(sysJob).where(eq(sysJob.handler, 'sweepExpired'));
    for (const [i, app] of [one, two].entries()) {
      const since = new Date();
      await until(`a job run through instance ${i + 1}`, async () => {
        const res = await app.inject({
          method: 'PUT',
          url: `/api/jobs/exec/${sweep!.id}`,
          headers: bearer(admin[i]!),
        });
        return res.statusCode === 200 ? true : undefined;
      });
      const run = await until('the run in its history', () =>
        db
          .select()
          .from(sysJobLog)
          .where(and(eq(sysJobLog.jobId, sweep!.id), gt(sysJobLog.createTime, since)))
          .then((rows) => rows[0]),
      );
      expect(run).toMatchObject({ isSuccess: true });
    }
    // Both cache buses LISTEN on the restored database again (and nothing is left to reconnect
    // once the apps close: a reconnection timer firing after close would hold a client forever).
    await until('both cache buses listening again', async () => {
      const { rows } = await database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
      );
      return rows[0]!.n >= 2 ? true : undefined;
    });
  });
});
