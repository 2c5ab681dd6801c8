import type { Job, JobLog } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { JOBS_OFF } from './job-messages.js';
import { sysJob, sysJobLog } from './job.table.js';

type Page<T> = { content: T[]; totalElements: number };

const body = (overrides: Record<string, unknown> = {}) => ({
  jobName: '测试清理',
  handler: 'purgeLogs',
  params: '{"days":200}',
  cronExpression: '0 4 * * *',
  description: '测试用',
  ...overrides,
});

/** The back office's 定时任务 without a runner: what every instance answers, JOBS or not. */
describe('定时任务 (api/jobs)', async () => {
  const { app, db } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const call = (method: InjectOptions['method'], url: string, payload?: unknown, headers = admin) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const list = async (query = '') => (await call('GET', `/api/jobs${query}`)).json<Page<Job>>();

  it('lists the system jobs seeded as reference data, with their next run in China time', async () => {
    const jobs = (await list('?sort=id,asc')).content;
    expect(jobs.map((j) => [j.jobName, j.handler, j.cronExpression, j.params, j.isPause])).toEqual([
      ['清理过期会话', 'sweepExpired', '*/10 * * * *', null, false],
      ['清理过期日志', 'purgeLogs', '0 3 * * *', '{"days":180}', false],
      ['培训证书到期提醒', 'flagExpiringCerts', '0 6 * * *', '{"days":30}', false],
      ['清理未使用的图片', 'purgeUnusedFiles', '30 3 * * *', '{"days":7}', false],
      ['数据库备份', 'backupDatabase', '0 2 * * *', '{"keepDaily":7,"keepWeekly":4}', false],
      ['设备指令巡检', 'sweepDevices', '* * * * *', null, false],
      ['考试自动交卷', 'submitOverdueAttempts', '* * * * *', null, false],
    ]);
    const purge = jobs[1]!;
    // 03:00 in Shanghai is 19:00 UTC, within the next day.
    const next = new Date(purge.nextRunAt!);
    expect(next.getUTCHours()).toBe(19);
    expect(next.getUTCMinutes()).toBe(0);
    expect(next.getTime() - Date.now()).toBeGreaterThan(0);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(purge).toMatchObject({ lastRunAt: null, lastSuccess: null });
  });

  it('creates, updates, pauses and resumes a job', async () => {
    const created = await call('POST', '/api/jobs', body());
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json<Job>();
    expect(job).toMatchObject({ jobName: '测试清理', params: '{"days":200}', isPause: false });
    expect(job.nextRunAt).not.toBeNull();

    const updated = await call('PUT', '/api/jobs', {
      ...body({ cronExpression: '30 2 * * 1', params: '' }),
      id: job.id,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Job>()).toMatchObject({ cronExpression: '30 2 * * 1', params: null });
    expect(new Date(updated.json<Job>().nextRunAt!).getUTCDay()).toBe(0); // Monday 02:30 in China: Sunday UTC

    const paused = await call('PUT', `/api/jobs/${job.id}`);
    expect(paused.json<Job>()).toMatchObject({ isPause: true, nextRunAt: null });
    expect((await list('?isPause=true')).content.map((j) => j.id)).toEqual([job.id]);
    // An edit that does not mention isPause leaves a paused job paused.
    const edited = await call('PUT', '/api/jobs', { ...body({ description: '只改描述' }), id: job.id });
    expect(edited.json<Job>()).toMatchObject({ isPause: true, description: '只改描述' });
    const resumed = await call('PUT', `/api/jobs/${job.id}`);
    expect(resumed.json<Job>().isPause).toBe(false);
    expect((await list('?blurry=测试')).content.map((j) => j.id)).toEqual([job.id]);
  });

  it('refuses a duplicate name with 409 on the field', async () => {
    const res = await call('POST', '/api/jobs', body({ jobName: '清理过期日志' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 409,
      message: '任务名称已存在，请换一个名称',
      timestamp: expect.any(Number),
      fieldErrors: { jobName: ['任务名称已存在，请换一个名称'] },
    });
  });

  it.each([
    [
      'a cron cron-parser refuses',
      { cronExpression: '61 * * * *' },
      'cronExpression',
      /^Cron 表达式无效：取值 61 超出范围 0-59/,
    ],
    [
      'a day no month has',
      { cronExpression: '0 0 30 2 *' },
      'cronExpression',
      /^Cron 表达式无效：所选月份中没有这一天/,
    ],
    ['a cron of six fields', { cronExpression: '0 0 3 * * *' }, 'cronExpression', /5段/],
    ['a handler not registered', { handler: 'process.exit' }, 'handler', /已登记/],
    ['parameters that are not JSON', { params: '{days:30}' }, 'params', /JSON/],
    ['parameters the handler refuses', { params: '{"days":0}' }, 'params', /至少保留180天/],
    ['a retention under six months', { params: '{"days":179}' }, 'params', /至少保留180天/],
    ['parameters the handler does not know', { params: '{"days":3,"sql":"DROP"}' }, 'params', /.+/],
    [
      'parameters for a handler that takes none',
      { handler: 'sweepExpired', params: '{"days":3}' },
      'params',
      /.+/,
    ],
  ])('refuses %s with 400 on the field', async (_label, change, field, message) => {
    const res = await call('POST', '/api/jobs', body({ jobName: '无效任务', ...change }));
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<{ status: number; fieldErrors: Record<string, string[]> }>();
    expect(error.status).toBe(400);
    expect(error.fieldErrors[field]?.[0]).toMatch(message);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await call('PUT', '/api/jobs/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/jobs/exec/999999')).json()).toMatchObject({
      status: 404,
      message: '定时任务不存在',
    });
    expect((await call('PUT', '/api/jobs', { ...body({ jobName: '不存在' }), id: 999_999 })).statusCode).toBe(
      404,
    );
  });

  it('answers 立即执行 with 409 on an instance that runs no jobs', async () => {
    const [job] = await db.select().from(sysJob).where(eq(sysJob.handler, 'sweepExpired'));
    const res = await call('PUT', `/api/jobs/exec/${job!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, message: JOBS_OFF });
  });

  it('deletes jobs and keeps their history', async () => {
    const job = (await call('POST', '/api/jobs', body({ jobName: '用完即删' }))).json<Job>();
    await db.insert(sysJobLog).values({
      jobId: job.id,
      jobName: job.jobName,
      handler: 'purgeLogs',
      trigger: 'manual',
      username: 'admin',
      isSuccess: true,
      result: '删除了 0 条日志',
      time: 3,
    });
    expect((await list('?blurry=用完即删')).content[0]).toMatchObject({ lastSuccess: true });
    expect((await call('DELETE', '/api/jobs', [job.id])).statusCode).toBe(200);
    expect((await list('?blurry=用完即删')).totalElements).toBe(0);
    const history = (await call('GET', `/api/jobs/logs?jobId=${job.id}`)).json<Page<JobLog>>();
    expect(history.content).toMatchObject([
      { jobName: '用完即删', trigger: 'manual', result: '删除了 0 条日志' },
    ]);
  });

  it('exports jobs and their history as xlsx', async () => {
    const { default: ExcelJS } = await import('exceljs');
    for (const [url, title, first] of [
      ['/api/jobs/download', '定时任务.xlsx', '任务名称'],
      ['/api/jobs/logs/download?isSuccess=true', '任务执行记录.xlsx', '任务名称'],
    ] as const) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(encodeURIComponent(title));
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe(first);
    }
  });

  it('refuses staff without job:* and lets each permission do its part', async () => {
    await createStaff(db, 'nojobs', ['log:list']);
    const without = bearer(await signIn(app, 'nojobs', 'staff2026pw'));
    for (const [method, url] of [
      ['GET', '/api/jobs'],
      ['GET', '/api/jobs/logs'],
      ['POST', '/api/jobs'],
      ['PUT', '/api/jobs/1'],
      ['PUT', '/api/jobs/exec/1'],
      ['DELETE', '/api/jobs'],
    ] as const) {
      const res = await call(method, url, method === 'GET' ? undefined : {}, without);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    await createStaff(db, 'jobreader', ['job:list']);
    const reader = bearer(await signIn(app, 'jobreader', 'staff2026pw'));
    expect((await call('GET', '/api/jobs', undefined, reader)).statusCode).toBe(200);
    expect((await call('POST', '/api/jobs', body({ jobName: '读者' }), reader)).statusCode).toBe(403);
  });
});
