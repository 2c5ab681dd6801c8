import { eq, or } from 'drizzle-orm';

import type { Db } from '../db/database.js';
import { sysJob } from '../modules/jobs/job.table.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The system's own scheduled jobs: housekeeping every installation needs, production included.
 * sweepExpired replaces the sweep that sign-in used to make on requests; purgeLogs keeps the
 * logs for 180 days unless an administrator changes its parameters.
 */
export const SYSTEM_JOBS = [
  {
    jobName: '清理过期会话',
    handler: 'sweepExpired',
    params: null,
    cronExpression: '*/10 * * * *',
    description: '每10分钟删除已过期的登录会话、已使用的验证码和限流计数',
  },
  {
    jobName: '清理过期日志',
    handler: 'purgeLogs',
    params: '{"days":180}',
    cronExpression: '0 3 * * *',
    description: '每天凌晨3点删除180天前的操作日志、异常日志和任务执行记录；保留天数可在参数中修改',
  },
  {
    jobName: '培训证书到期提醒',
    handler: 'flagExpiringCerts',
    params: '{"days":30}',
    cronExpression: '0 6 * * *',
    description: '每天早上6点标记30天内到期的培训证书，提醒企业安排复训；提醒天数可在参数中修改',
  },
  {
    jobName: '清理未使用的图片',
    handler: 'purgeUnusedFiles',
    params: '{"days":7}',
    cronExpression: '30 3 * * *',
    description:
      '每天凌晨3点半删除7天内未被任何软件、新闻、企业标志或用户头像引用的上传图片；天数可在参数中修改',
  },
  {
    jobName: '数据库备份',
    handler: 'backupDatabase',
    params: '{"keepDaily":7,"keepWeekly":4}',
    cronExpression: '0 2 * * *',
    description:
      '每天凌晨2点备份整个数据库到存储服务并校验；定时备份保留最近7天每天一份、最近4周每周一份，可在参数中修改',
  },
  {
    jobName: '设备指令巡检',
    handler: 'sweepDevices',
    params: null,
    cronExpression: '* * * * *',
    description: '每分钟处理过期和超时的设备指令（超时的重新排队，最多下发3次），并记录设备离线',
  },
  {
    jobName: '考试自动交卷',
    handler: 'submitOverdueAttempts',
    params: null,
    cronExpression: '* * * * *',
    description: '每分钟将超过截止时间仍未交卷的考试答卷自动交卷并评分',
  },
] as const;

/**
 * Adds a system job only when no job has its name or its handler: one an administrator renamed,
 * re-timed, re-parametrised or paused stays as it is. To stop one, pause it; like the menus, a
 * deleted one comes back at the next start.
 */
export async function seedJobs(tx: Tx): Promise<void> {
  for (const job of SYSTEM_JOBS) {
    const [existing] = await tx
      .select({ id: sysJob.id })
      .from(sysJob)
      .where(or(eq(sysJob.jobName, job.jobName), eq(sysJob.handler, job.handler)))
      .limit(1);
    if (existing) continue;
    await tx.insert(sysJob).values({ ...job, createBy: 'system', updateBy: 'system' });
  }
}
