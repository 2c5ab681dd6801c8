import { z } from 'zod';

import {
  booleanQuerySchema,
  dateRangeSchema,
  listQuerySchema,
  timestampSchema,
} from '../common/list-query.js';
import { type JobHandlerName, JOB_HANDLER_NAMES } from './job.constants.js';

/** A handler's entry: what the page shows, and the schema of its parameters. */
type JobHandlerEntry = { label: string; description: string; params: z.ZodType };

/**
 * The handlers a scheduled job can run: a list in the code, each with its parameters. A job names
 * one of these keys, never a class, a method or a string to evaluate.
 */
export const JOB_HANDLERS = {
  sweepExpired: {
    label: '清理过期会话与验证码',
    description: '删除已过期的登录会话、已使用的验证码和限流计数',
    params: z.object({}).strict(),
  },
  purgeLogs: {
    label: '清理过期日志',
    description: '删除早于保留天数的操作日志、异常日志和任务执行记录',
    params: z
      .object({
        days: z
          .number({ error: '保留天数必须是整数' })
          .int('保留天数必须是整数')
          .min(180, '日志至少保留180天（网络安全法要求不少于六个月）')
          .max(3650, '保留天数不能超过3650天')
          .default(180),
      })
      .strict(),
  },
  flagExpiringCerts: {
    label: '培训证书到期提醒',
    description: '标记在提醒天数内到期的培训证书，计划详情和“我的培训”中显示“即将到期”',
    params: z
      .object({
        days: z
          .number({ error: '提醒天数必须是整数' })
          .int('提醒天数必须是整数')
          .min(1, '提醒天数至少为1天')
          .max(365, '提醒天数不能超过365天')
          .default(30),
      })
      .strict(),
  },
  backupDatabase: {
    label: '数据库备份',
    description:
      '备份整个数据库到存储服务并校验；只保留最近若干天每天一份、若干周每周一份的定时备份（手动和上传的备份不会被清理）',
    params: z
      .object({
        keepDaily: z
          .number({ error: '保留天数必须是整数' })
          .int('保留天数必须是整数')
          .min(1, '每日备份至少保留1份')
          .max(90, '每日备份最多保留90份')
          .default(7),
        keepWeekly: z
          .number({ error: '保留周数必须是整数' })
          .int('保留周数必须是整数')
          .min(0, '每周备份不能少于0份')
          .max(104, '每周备份最多保留104份')
          .default(4),
      })
      .strict(),
  },
  purgeUnusedFiles: {
    label: '清理未使用的图片',
    description:
      '删除连续若干天未被任何软件、新闻、企业标志或用户头像引用的上传图片（存储管理中上传的文件不会被清理）',
    params: z
      .object({
        days: z
          .number({ error: '未使用天数必须是整数' })
          .int('未使用天数必须是整数')
          .min(1, '未使用天数至少为1天')
          .max(365, '未使用天数不能超过365天')
          .default(7),
      })
      .strict(),
  },
  sweepDevices: {
    label: '设备指令与在线状态巡检',
    description:
      '将超过有效期未被领取的设备指令标记为过期，下发后超时未回报的指令重新排队（最多3次，之后标记为超时），并记录设备离线',
    params: z.object({}).strict(),
  },
  submitOverdueAttempts: {
    label: '考试到时自动交卷',
    description: '将超过截止时间仍未交卷的考试答卷自动交卷并评分（考生再次打开页面时也会自动交卷）',
    params: z.object({}).strict(),
  },
} as const satisfies Record<JobHandlerName, JobHandlerEntry>;

/** Five fields (minute hour day month weekday), in China time; the server checks it precisely. */
const cronSchema = z
  .string()
  .trim()
  .min(1, '请输入 Cron 表达式')
  .max(100, 'Cron 表达式不能超过100个字符')
  .regex(/^\S+( \S+){4}$/, 'Cron 表达式应为5段：分 时 日 月 周，例如 0 3 * * *');

/** `params` as JSON text (eladmin sends a string), checked against the handler's own schema. */
const paramsText = z.string().trim().max(2000, '参数不能超过2000个字符').nullable().optional();

export const jobSchema = z.object({
  id: z.number().int(),
  jobName: z.string(),
  handler: z.enum(JOB_HANDLER_NAMES),
  /** The handler's parameters as JSON, e.g. `{"days":180}`; null when it takes none. */
  params: z.string().nullable(),
  cronExpression: z.string(),
  isPause: z.boolean(),
  description: z.string().nullable(),
  /** When the next scheduled run is due (null while paused). */
  nextRunAt: timestampSchema.nullable(),
  lastRunAt: timestampSchema.nullable(),
  lastSuccess: z.boolean().nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type Job = z.infer<typeof jobSchema>;

function checkParams(
  value: { handler: JobHandlerName; params?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.params === undefined || value.params === null || value.params === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.params);
  } catch {
    ctx.addIssue({ code: 'custom', path: ['params'], message: '参数必须是 JSON 对象，例如 {"days":180}' });
    return;
  }
  const result = JOB_HANDLERS[value.handler].params.safeParse(parsed);
  if (!result.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['params'],
      message: result.error.issues[0]?.message ?? '参数不符合该任务的要求',
    });
  }
}

const jobFields = z.object({
  jobName: z.string().trim().min(1, '请输入任务名称').max(50, '任务名称不能超过50个字符'),
  handler: z.enum(JOB_HANDLER_NAMES, { error: '请选择一个已登记的任务处理程序' }),
  params: paramsText,
  cronExpression: cronSchema,
  isPause: z.boolean().default(false),
  description: z.string().trim().max(250, '描述不能超过250个字符').nullable().optional(),
});

export const jobCreateSchema = jobFields.superRefine(checkParams);
export type JobCreate = z.infer<typeof jobCreateSchema>;

/** `isPause` left out keeps the job as it is (pausing has its own endpoint too). */
export const jobUpdateSchema = jobFields
  .extend({ id: z.number().int().positive(), isPause: z.boolean().optional() })
  .superRefine(checkParams);
export type JobUpdate = z.infer<typeof jobUpdateSchema>;

export const JOB_SORT_FIELDS = ['id', 'jobName', 'createTime'] as const;

export const jobQuerySchema = listQuerySchema(JOB_SORT_FIELDS).extend({
  /** Part of the name or the description. */
  blurry: z.string().trim().max(100).optional(),
  isPause: booleanQuerySchema,
});
export type JobQuery = z.infer<typeof jobQuerySchema>;

/** One run of a job: scheduled or started by hand, with its duration and error. */
export const jobLogSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int().nullable(),
  jobName: z.string(),
  handler: z.string(),
  params: z.string().nullable(),
  /** `schedule`: due by its cron; `manual`: 立即执行, by `username`. */
  trigger: z.enum(['schedule', 'manual']),
  username: z.string().nullable(),
  isSuccess: z.boolean(),
  /** What the handler did, e.g. 删除了 12 条日志. */
  result: z.string().nullable(),
  exceptionDetail: z.string().nullable(),
  /** Milliseconds the run took. */
  time: z.number().int(),
  createTime: timestampSchema,
});
export type JobLog = z.infer<typeof jobLogSchema>;

export const JOB_LOG_SORT_FIELDS = ['id', 'createTime', 'time'] as const;

export const jobLogQuerySchema = listQuerySchema(JOB_LOG_SORT_FIELDS).extend({
  jobId: z.coerce.number().int().positive().optional(),
  /** Part of the job's name. */
  blurry: z.string().trim().max(100).optional(),
  isSuccess: booleanQuerySchema,
  createTime: dateRangeSchema,
});
export type JobLogQuery = z.infer<typeof jobLogQuerySchema>;
