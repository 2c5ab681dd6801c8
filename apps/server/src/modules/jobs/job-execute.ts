import { performance } from 'node:perf_hooks';

import { JOB_HANDLERS, type JobHandlerName } from '@coalsim/contract';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import type { JobHandler, JobHandlers, JobServices } from './handlers.js';
import { sysJob, sysJobLog } from './job.table.js';

/** What a queued run carries: which job, and who or what asked for it. */
export interface RunRequest {
  jobId: number;
  trigger: 'schedule' | 'manual';
  /** Who pressed 立即执行; absent for scheduled runs. */
  username?: string | null;
}

/** Why a run was not made, or the id of its history row. */
export type RunOutcome = { logId: number } | { skipped: 'deleted' | 'paused' };

const RESULT_MAX = 500;

const isHandlerName = (name: string): name is JobHandlerName => Object.hasOwn(JOB_HANDLERS, name);

/**
 * The handler and its parameters, checked again at run time: a row edited in the database by
 * hand, or a handler removed by an upgrade, fails this run with a reason instead of guessing.
 */
function prepare(handlers: JobHandlers, handler: string, paramsText: string | null) {
  if (!isHandlerName(handler)) {
    throw new Error(`未登记的任务处理程序「${handler}」，请把任务改为已登记的处理程序`);
  }
  let raw: unknown = {};
  if (paramsText && paramsText.trim() !== '') {
    try {
      raw = JSON.parse(paramsText);
    } catch {
      throw new Error('任务参数不是合法的 JSON，请在定时任务中修改参数，例如 {"days":180}');
    }
  }
  const parsed = JOB_HANDLERS[handler].params.safeParse(raw);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? '参数不符合该任务的要求';
    throw new Error(`任务参数无效：${reason}，请在定时任务中修改参数`);
  }
  // The key and its schema belong together, which TypeScript cannot follow through the lookup.
  return { run: handlers[handler] as JobHandler<unknown>, params: parsed.data };
}

/** Message and stack, and the cause's (the driver's error under drizzle's wrapper). */
function detailOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const own = err.stack?.includes(err.message) ? err.stack : `${err.message}\n${err.stack ?? ''}`;
  const cause = err.cause instanceof Error ? `\nCaused by: ${err.cause.stack ?? err.cause.message}` : '';
  return `${own}${cause}`;
}

const cut = (text: string) => (text.length > RESULT_MAX ? `${text.slice(0, RESULT_MAX - 1)}…` : text);

/**
 * Runs one job once and records it in its history with the duration, the result and the error.
 * A scheduled run of a job paused or deleted since it was queued is skipped without a record;
 * 立即执行 runs paused jobs too.
 */
export async function executeJob(
  db: Db,
  handlers: JobHandlers,
  request: RunRequest,
  services?: JobServices,
): Promise<RunOutcome> {
  const [job] = await db.select().from(sysJob).where(eq(sysJob.id, request.jobId));
  if (!job) return { skipped: 'deleted' };
  if (request.trigger === 'schedule' && job.isPause) return { skipped: 'paused' };

  const startedAt = new Date();
  const started = performance.now();
  let result: string;
  let exceptionDetail: string | null = null;
  try {
    const { run, params } = prepare(handlers, job.handler, job.params);
    result = await run({ db, params, ...(services ? { services } : {}) });
  } catch (err) {
    exceptionDetail = detailOf(err);
    result = `执行失败：${err instanceof Error ? err.message : String(err)}`;
  }
  const [row] = await db
    .insert(sysJobLog)
    .values({
      jobId: job.id,
      jobName: job.jobName,
      handler: job.handler,
      params: job.params,
      trigger: request.trigger,
      username: request.trigger === 'manual' ? (request.username ?? null) : null,
      isSuccess: exceptionDetail === null,
      result: cut(result),
      exceptionDetail,
      time: Math.round(performance.now() - started),
      // When the run started: the history reads in the order the runs were made.
      createTime: startedAt,
    })
    .returning({ id: sysJobLog.id });
  return { logId: row!.id };
}
