import type { DatabaseBackup, JOB_HANDLERS, JobHandlerName } from '@coalsim/contract';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

import type { Db } from '../../db/database.js';
import { sysCaptcha } from '../auth/captcha.table.js';
import { sysRateCounter, sysSession } from '../auth/session.table.js';
import { sweepDevices, sweepSummary } from '../device/device-sweep.js';
import { submitOverdue } from '../exam/attempt-finish.js';
import { sysLog } from '../logs/log.table.js';
import { openNonce } from '../open/open.table.js';
import { purgeUnusedFiles } from '../storage/file-refs.js';
import type { FileStore } from '../storage/storage-backend.js';
import { trainCert } from '../train/train.table.js';
import { sysJobLog } from './job.table.js';

export type JobParams<K extends JobHandlerName> = z.output<(typeof JOB_HANDLERS)[K]['params']>;

export interface JobContext<P> {
  db: Db;
  params: P;
  /** The uploaded files and a logger, for handlers that remove files; absent in some tests. */
  services?: JobServices;
}

export interface JobServices {
  store: FileStore;
  log: FastifyBaseLogger;
  /** 数据库备份, handed in by the app: the database module uses the jobs', not the other way. */
  backups?: ScheduledBackups;
}

export interface ScheduledBackups {
  /** Takes a scheduled backup and checks it. */
  take(): Promise<DatabaseBackup>;
  /** Deletes the scheduled backups the retention no longer keeps; returns how many. */
  prune(params: JobParams<'backupDatabase'>): Promise<number>;
}

/** What a handler does; its answer is the run's short result, e.g. 删除了 12 条日志. */
export type JobHandler<P> = (ctx: JobContext<P>) => Promise<string>;

export type JobHandlers = { [K in JobHandlerName]: JobHandler<JobParams<K>> };

/** Rows per DELETE: each batch is its own short transaction, so no lock is held for long. */
export const DELETE_BATCH = 5_000;

/**
 * Deletes the rows matching `where`, a batch at a time, until none is left. The condition is
 * checked again on the rows picked: one changed meanwhile (a session just extended) is kept.
 */
export async function deleteInBatches(db: Db, table: PgTable, where: SQL, batch = DELETE_BATCH) {
  const name = sql.identifier(getTableName(table));
  let total = 0;
  for (;;) {
    const result = await db.execute(
      sql`DELETE FROM ${name} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${name} WHERE ${where} LIMIT ${batch})) AND ${where}`,
    );
    const deleted = result.rowCount ?? 0;
    total += deleted;
    if (deleted < batch) return total;
  }
}

/**
 * The registered handlers: the only code a scheduled job can run. A job names one of these keys
 * (JOB_HANDLERS in the contract lists them with their parameters); nothing here evaluates text.
 */
export const JOB_HANDLER_FUNCTIONS: JobHandlers = {
  /** Sign-in leftovers in the database store; the Redis store expires its keys by itself. */
  async sweepExpired({ db }) {
    const sessions = await deleteInBatches(db, sysSession, sql`${sysSession.expiresAt} < now()`);
    const captchas = await deleteInBatches(db, sysCaptcha, sql`${sysCaptcha.expiresAt} < now()`);
    const counters = await deleteInBatches(db, sysRateCounter, sql`${sysRateCounter.resetAt} < now()`);
    const nonces = await deleteInBatches(db, openNonce, sql`${openNonce.expiresAt} < now()`);
    return `删除了 ${sessions} 个过期会话、${captchas} 个过期验证码、${counters} 个过期限流计数、${nonces} 个过期签名随机数`;
  },

  /** Operation and error logs and the jobs' own history older than the retention period. */
  async purgeLogs({ db, params }) {
    const cutoff = sql`now() - make_interval(days => ${params.days})`;
    const logs = await deleteInBatches(db, sysLog, sql`${sysLog.createTime} < ${cutoff}`);
    const runs = await deleteInBatches(db, sysJobLog, sql`${sysJobLog.createTime} < ${cutoff}`);
    return `删除了 ${logs} 条日志、${runs} 条任务执行记录（保留 ${params.days} 天）`;
  },

  /** Certificates running out within the days: flagged once, shown as 即将到期 to the enterprise and the trainee. */
  async flagExpiringCerts({ db, params }) {
    const flagged = await db
      .update(trainCert)
      .set({ expiryFlaggedAt: sql`now()`, updateTime: sql`now()` })
      .where(
        sql`${trainCert.expiryFlaggedAt} is null and ${trainCert.revokedAt} is null and ${trainCert.expiresAt} is not null
          and ${trainCert.expiresAt} > now() and ${trainCert.expiresAt} <= now() + make_interval(days => ${params.days})`,
      )
      .returning({ id: trainCert.id });
    return `标记了 ${flagged.length} 张将在 ${params.days} 天内到期的培训证书`;
  },

  /** Device commands past their TTL or lease, and devices gone quiet (modules/device/device-sweep.ts). */
  async sweepDevices({ db }) {
    return sweepSummary(await sweepDevices(db));
  },

  /** Exam attempts left open past their deadline: handed in and graded (modules/exam). */
  async submitOverdueAttempts({ db }) {
    let total = 0;
    for (let batch = await submitOverdue(db); batch > 0; batch = await submitOverdue(db)) total += batch;
    return `自动交卷 ${total} 份超时答卷`;
  },

  /** 数据库备份 on a schedule, then the retention of scheduled backups (modules/database). */
  async backupDatabase({ params, services }) {
    if (!services?.backups) throw new Error('本实例未配置文件存储，无法备份');
    const backup = await services.backups.take();
    if (backup.verifyStatus !== 'passed')
      throw new Error(`备份 ${backup.fileName} 未通过校验：${backup.verifyMessage}`);
    const dropped = await services.backups.prune(params);
    return `备份 ${backup.fileName}（${backup.tables} 张表，${backup.rows} 行）已校验；按保留规则删除了 ${dropped} 个旧的定时备份`;
  },

  /** Pictures, avatars and logos nothing has shown for the days (sys_file_ref, migration 0013). */
  async purgeUnusedFiles({ db, params, services }) {
    if (!services) throw new Error('本实例未配置文件存储，无法清理文件');
    const removed = await purgeUnusedFiles(db, services.store, services.log, params.days);
    return `删除了 ${removed} 个连续 ${params.days} 天未被引用的图片`;
  },
};
