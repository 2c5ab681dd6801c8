import type { Job, JobLog } from '@coalsim/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp, createTestDatabase } from '../../testing/build-test-app.js';
import { until } from '../../testing/poll.js';
import { sysJob, sysJobLog } from './job.table.js';

/** Two instances of the app on one database, both running jobs, as behind a load balancer. */
describe('the job runner, two instances on one database', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  const tuning = { pollingIntervalSeconds: 0.5, reconcileIntervalMs: 1_000 };
  const one = (await buildTestApp({ database, jobs: tuning })).app;
  const two = (await buildTestApp({ database, jobs: tuning })).app;
  const tokens = [bearer(await signIn(one, 'admin')), bearer(await signIn(two, 'admin'))];
  const apps = [one, two];

  const create = async (jobName: string, handler: string, extra: Record<string, unknown> = {}) => {
    const res = await one.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: tokens[0],
      payload: { jobName, handler, cronExpression: '0 3 * * *', ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Job>();
  };
  const history = (jobId: number) =>
    db.select().from(sysJobLog).where(eq(sysJobLog.jobId, jobId)).orderBy(sysJobLog.id);
  const historyOfSize = (jobId: number, n: number) => async () => {
    const rows = await history(jobId);
    return rows.length >= n ? rows : undefined;
  };
  const schedule = async (jobId: number) => {
    const { rows } = await db.execute<{ cron: string; timezone: string }>(
      sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${`coalsim-job-${jobId}`}`,
    );
    return rows[0];
  };
  const queueExists = async (jobId: number) =>
    (await db.execute(sql`SELECT 1 FROM pgboss.queue WHERE name = ${`coalsim-job-${jobId}`}`)).rows.length >
    0;
  const runNow = (i: number, jobId: number) =>
    apps[i % 2]!.inject({ method: 'PUT', url: `/api/jobs/exec/${jobId}`, headers: tokens[i % 2] });

  it('立即执行 runs the job once and records who, how long and what it did, paused or not', async () => {
    const job = await create('手动运行', 'purgeLogs', { params: '{"days":3650}', isPause: true });
    const res = await runNow(1, job.id);
    expect(res.statusCode, res.body).toBe(200);
    const [run] = await until('the run', historyOfSize(job.id, 1));
    expect(run).toMatchObject({
      trigger: 'manual',
      username: 'admin',
      isSuccess: true,
      result: '删除了 0 条日志、0 条任务执行记录（保留 3650 天）',
      exceptionDetail: null,
    });
    expect(run!.time).toBeGreaterThanOrEqual(0);
    const listed = await one.inject({ method: 'GET', url: '/api/jobs?blurry=手动运行', headers: tokens[0] });
    expect(listed.json<{ content: Job[] }>().content[0]).toMatchObject({
      lastRunAt: run!.createTime.toISOString(),
      lastSuccess: true,
      nextRunAt: null,
    });
  });

  it("records a failing run's error with its stack in exceptionDetail", async () => {
    const job = await create('参数被改坏', 'purgeLogs', { params: '{"days":200}' });
    // Edited behind the API's back: the runner checks the parameters again before running.
    await db.update(sysJob).set({ params: '{"days":-1}' }).where(eq(sysJob.id, job.id));
    expect((await runNow(0, job.id)).statusCode).toBe(200);
    const [run] = await until('the failed run', historyOfSize(job.id, 1));
    expect(run).toMatchObject({ isSuccess: false, result: expect.stringContaining('日志至少保留180天') });
    expect(run!.exceptionDetail).toMatch(/^Error: 任务参数无效：日志至少保留180天.*\n\s+at /);
    const failed = await two.inject({
      method: 'GET',
      url: `/api/jobs/logs?jobId=${job.id}&isSuccess=false`,
      headers: tokens[1],
    });
    expect(failed.json<{ content: JobLog[] }>().content).toHaveLength(1);
  });

  it('keeps pg-boss schedules in line with creates, updates, pauses and deletes', async () => {
    const job = await create('同步检查', 'sweepExpired');
    expect(await schedule(job.id)).toEqual({ cron: '0 3 * * *', timezone: 'Asia/Shanghai' });
    const put = (url: string, payload?: object) =>
      two.inject({ method: 'PUT', url, headers: tokens[1], ...(payload ? { payload } : {}) });
    await put('/api/jobs', {
      id: job.id,
      jobName: '同步检查',
      handler: 'sweepExpired',
      cronExpression: '*/5 * * * *',
    });
    expect((await schedule(job.id))?.cron).toBe('*/5 * * * *');
    await put(`/api/jobs/${job.id}`);
    expect(await schedule(job.id)).toBeUndefined();
    await put(`/api/jobs/${job.id}`);
    expect((await schedule(job.id))?.cron).toBe('*/5 * * * *');
    await two.inject({ method: 'DELETE', url: '/api/jobs', headers: tokens[1], payload: [job.id] });
    expect(await schedule(job.id)).toBeUndefined();
    const { rows } = await db.execute(
      sql`SELECT 1 FROM pgboss.queue WHERE name = ${`coalsim-job-${job.id}`}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('starts another instance after a job that has run is deleted (its queue still holds the run)', async () => {
    const job = await create('已运行后删除', 'sweepExpired');
    expect((await runNow(0, job.id)).statusCode).toBe(200);
    await until('its run', historyOfSize(job.id, 1));
    const gone = await one.inject({
      method: 'DELETE',
      url: '/api/jobs',
      headers: tokens[0],
      payload: [job.id],
    });
    expect(gone.statusCode).toBe(200);
    // Before the fix the queue's delete failed on pg-boss's own foreign key and stopped the start.
    const three = (await buildTestApp({ database, jobs: tuning })).app;
    expect(await schedule(job.id)).toBeUndefined();
    const other = await create('删除后仍可运行', 'sweepExpired');
    const token = bearer(await signIn(three, 'admin'));
    const res = await three.inject({ method: 'PUT', url: `/api/jobs/exec/${other.id}`, headers: token });
    expect(res.statusCode).toBe(200);
    await until('the run on the new instance', historyOfSize(other.id, 1));
    await three.close();
  });

  it('schedules a job written by an instance without a runner, at the next reconciliation', async () => {
    const [row] = await db
      .insert(sysJob)
      .values({ jobName: '别处写入', handler: 'sweepExpired', cronExpression: '15 4 * * *' })
      .returning();
    expect(await until('the schedule', () => schedule(row!.id))).toEqual({
      cron: '15 4 * * *',
      timezone: 'Asia/Shanghai',
    });
  });

  it('runs each queued run on exactly one instance: N run-nows over both give N records', async () => {
    const job = await create('只跑一次', 'sweepExpired');
    const n = 12;
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => runNow(i, job.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(n).fill(200));
    await until(`${n} runs`, historyOfSize(job.id, n));
    // Every queued run is done (pg-boss's own record): nothing is left that could run again.
    await until('the queue to drain', async () => {
      const { rows } = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${`coalsim-job-${job.id}`} AND state <> 'completed'`,
      );
      return rows[0]!.n === 0 ? true : undefined;
    });
    const runs = await history(job.id);
    expect(runs).toHaveLength(n);
    expect(runs.every((r) => r.trigger === 'manual' && r.isSuccess)).toBe(true);
  });

  it('queues again a run whose instance died while running it, instead of holding the job for an hour', async () => {
    const job = await create('实例中断', 'sweepExpired', { isPause: true });
    await until('its queue', async () => (await queueExists(job.id)) || undefined);
    // What a SIGKILL leaves: pg-boss shows the run active, and no instance holds its lease.
    await db.execute(sql`
      INSERT INTO pgboss.job (name, data, state, started_on)
      VALUES (${`coalsim-job-${job.id}`}, '{"trigger":"manual","username":"admin"}'::jsonb, 'active',
              now() - interval '2 minutes')`);
    const [run] = await until('the orphan run again', historyOfSize(job.id, 1));
    expect(run).toMatchObject({ trigger: 'manual', username: 'admin', isSuccess: true });
    // Still one run of the job at a time: the next 立即执行 runs too.
    expect((await runNow(0, job.id)).statusCode).toBe(200);
    expect(await until('the next run', historyOfSize(job.id, 2))).toHaveLength(2);
  });
});
