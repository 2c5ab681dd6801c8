import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sysUser } from '../../db/tables/account.table.js';
import { createTestDatabase } from '../../testing/build-test-app.js';
import { sysCaptcha } from '../auth/captcha.table.js';
import { sysRateCounter, sysSession } from '../auth/session.table.js';
import { sysLog } from '../logs/log.table.js';
import { openNonce } from '../open/open.table.js';
import { trainCert } from '../train/train.table.js';
import { deleteInBatches, JOB_HANDLER_FUNCTIONS } from './handlers.js';
import { executeJob } from './job-execute.js';
import { sysJob, sysJobLog } from './job.table.js';

const ago = (days: number) => new Date(Date.now() - days * 24 * 3600_000);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** The handlers and a run's record, called directly: no pg-boss needed to check what they do. */
describe('job handlers', async () => {
  const { db } = await createTestDatabase();
  const [admin] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'admin'));
  const logRow = (requestId: string, createTime: Date) => ({
    logType: 'INFO',
    description: '测试',
    method: 'POST',
    path: '/api/x',
    time: 1,
    status: 200,
    requestId,
    createTime,
  });

  it('sweepExpired deletes expired sessions, captchas and counters and keeps live ones', async () => {
    const session = (tokenHash: string, expiresAt: Date) => ({ tokenHash, userId: admin!.id, expiresAt });
    await db
      .insert(sysSession)
      .values([session('e'.repeat(64), inMinutes(-1)), session('l'.repeat(64), inMinutes(30))]);
    await db.insert(sysCaptcha).values([
      { uuid: 'expired-nonce', expiresAt: inMinutes(-5) },
      { uuid: 'live-nonce', expiresAt: inMinutes(2) },
    ]);
    await db.insert(sysRateCounter).values([
      { key: 'login:old', count: 3, resetAt: inMinutes(-1) },
      { key: 'login:new', count: 1, resetAt: inMinutes(10) },
    ]);
    await db.insert(openNonce).values([
      { nonceKey: 'v1:ak:old', expiresAt: inMinutes(-1) },
      { nonceKey: 'v1:ak:new', expiresAt: inMinutes(5) },
    ]);

    const result = await JOB_HANDLER_FUNCTIONS.sweepExpired({ db, params: {} });

    expect(result).toBe('删除了 1 个过期会话、1 个过期验证码、1 个过期限流计数、1 个过期签名随机数');
    expect((await db.select().from(openNonce)).map((n) => n.nonceKey)).toEqual(['v1:ak:new']);
    expect((await db.select().from(sysSession)).map((s) => s.tokenHash)).toEqual(['l'.repeat(64)]);
    expect((await db.select().from(sysCaptcha)).map((c) => c.uuid)).toEqual(['live-nonce']);
    expect((await db.select().from(sysRateCounter)).map((c) => c.key)).toEqual(['login:new']);
  });

  it('flagExpiringCerts flags certificates running out within the days, once', async () => {
    // The demo's finished plan certified its trainees; move their ends around today.
    const certs = await db.select({ id: trainCert.id }).from(trainCert).orderBy(trainCert.id).limit(3);
    expect(certs).toHaveLength(3);
    const ends = [inMinutes(10 * 24 * 60), inMinutes(60 * 24 * 60), ago(1)];
    for (const [i, c] of certs.entries()) {
      await db
        .update(trainCert)
        .set({ expiresAt: ends[i]!, expiryFlaggedAt: null })
        .where(eq(trainCert.id, c.id));
    }
    const result = await JOB_HANDLER_FUNCTIONS.flagExpiringCerts({ db, params: { days: 30 } });
    const flagged = await db
      .select({ id: trainCert.id })
      .from(trainCert)
      .where(sql`${trainCert.expiryFlaggedAt} is not null`);
    expect(flagged.map((c) => c.id)).toEqual([certs[0]!.id]);
    expect(result).toBe('标记了 1 张将在 30 天内到期的培训证书');
    expect(await JOB_HANDLER_FUNCTIONS.flagExpiringCerts({ db, params: { days: 30 } })).toBe(
      '标记了 0 张将在 30 天内到期的培训证书',
    );
  });

  it('purgeLogs deletes logs and job runs older than the retention and keeps recent ones', async () => {
    await db
      .insert(sysLog)
      .values([
        logRow('old-1', ago(200)),
        logRow('old-2', ago(181)),
        logRow('recent', ago(179)),
        logRow('today', new Date()),
      ]);
    const run = (jobName: string, createTime: Date) => ({
      jobName,
      handler: 'purgeLogs',
      trigger: 'schedule',
      isSuccess: true,
      time: 1,
      createTime,
    });
    await db.insert(sysJobLog).values([run('旧的', ago(365)), run('新的', ago(1))]);

    const result = await JOB_HANDLER_FUNCTIONS.purgeLogs({ db, params: { days: 180 } });

    expect(result).toBe('删除了 2 条日志、1 条任务执行记录（保留 180 天）');
    const left = await db
      .select({ requestId: sysLog.requestId })
      .from(sysLog)
      .where(sql`${sysLog.requestId} IN ('old-1', 'old-2', 'recent', 'today')`);
    expect(left.map((r) => r.requestId).sort()).toEqual(['recent', 'today']);
    expect((await db.select().from(sysJobLog)).map((r) => r.jobName)).toEqual(['新的']);
  });

  it('deletes in batches until nothing matches', async () => {
    await db.insert(sysLog).values(Array.from({ length: 7 }, (_, i) => logRow(`batch-${i}`, ago(400))));
    const matching = sql`${sysLog.requestId} LIKE 'batch-%'`;
    expect(await deleteInBatches(db, sysLog, matching, 3)).toBe(7);
    const [left] = await db.select({ n: count() }).from(sysLog).where(matching);
    expect(left!.n).toBe(0);
  });

  it("records a run: the handler's result, its duration, who asked", async () => {
    const [job] = await db
      .insert(sysJob)
      .values({
        jobName: '手动清理',
        handler: 'purgeLogs',
        params: '{"days":3650}',
        cronExpression: '0 3 * * *',
      })
      .returning();
    const outcome = await executeJob(db, JOB_HANDLER_FUNCTIONS, {
      jobId: job!.id,
      trigger: 'manual',
      username: 'admin',
    });
    expect(outcome).toHaveProperty('logId');
    const [row] = await db.select().from(sysJobLog).where(eq(sysJobLog.jobId, job!.id));
    expect(row).toMatchObject({
      jobName: '手动清理',
      trigger: 'manual',
      username: 'admin',
      isSuccess: true,
      result: '删除了 0 条日志、0 条任务执行记录（保留 3650 天）',
      exceptionDetail: null,
    });
    expect(row!.time).toBeGreaterThanOrEqual(0);
  });

  it("keeps a failing handler's message and stack in exceptionDetail", async () => {
    const [job] = await db
      .insert(sysJob)
      .values({ jobName: '会失败', handler: 'sweepExpired', cronExpression: '0 3 * * *' })
      .returning();
    const failing = {
      ...JOB_HANDLER_FUNCTIONS,
      sweepExpired: async () => {
        throw new Error('磁盘已满');
      },
    };
    await executeJob(db, failing, { jobId: job!.id, trigger: 'schedule' });
    const [row] = await db.select().from(sysJobLog).where(eq(sysJobLog.jobId, job!.id));
    expect(row).toMatchObject({ isSuccess: false, result: '执行失败：磁盘已满', username: null });
    expect(row!.exceptionDetail).toMatch(/^Error: 磁盘已满\n\s+at /);
  });

  it('skips a scheduled run of a paused or deleted job without a record; 立即执行 runs a paused one', async () => {
    const [job] = await db
      .insert(sysJob)
      .values({ jobName: '已暂停', handler: 'sweepExpired', cronExpression: '* * * * *', isPause: true })
      .returning();
    expect(await executeJob(db, JOB_HANDLER_FUNCTIONS, { jobId: job!.id, trigger: 'schedule' })).toEqual({
      skipped: 'paused',
    });
    expect(await executeJob(db, JOB_HANDLER_FUNCTIONS, { jobId: 999_999, trigger: 'manual' })).toEqual({
      skipped: 'deleted',
    });
    await executeJob(db, JOB_HANDLER_FUNCTIONS, { jobId: job!.id, trigger: 'manual', username: 'admin' });
    const rows = await db.select().from(sysJobLog).where(eq(sysJobLog.jobId, job!.id));
    expect(rows.map((r) => [r.trigger, r.isSuccess])).toEqual([['manual', true]]);
  });

  it('fails a run, with the reason, when the stored row names no handler or bad parameters', async () => {
    const jobs = await db
      .insert(sysJob)
      .values([
        { jobName: '旧处理程序', handler: 'constructor', cronExpression: '0 3 * * *' },
        { jobName: '坏参数', handler: 'purgeLogs', params: '{"days":179}', cronExpression: '0 3 * * *' },
        { jobName: '坏JSON', handler: 'purgeLogs', params: '{days', cronExpression: '0 3 * * *' },
      ])
      .returning();
    for (const job of jobs)
      await executeJob(db, JOB_HANDLER_FUNCTIONS, { jobId: job.id, trigger: 'schedule' });
    const results = await Promise.all(
      jobs.map(async (job) => (await db.select().from(sysJobLog).where(eq(sysJobLog.jobId, job.id)))[0]!),
    );
    expect(results.map((r) => r.isSuccess)).toEqual([false, false, false]);
    expect(results[0]!.result).toContain('未登记的任务处理程序「constructor」');
    // A row stored before the six-month minimum (or written past the API) is refused when it runs.
    expect(results[1]!.result).toContain('日志至少保留180天');
    expect(results[2]!.result).toContain('不是合法的 JSON');
  });
});
