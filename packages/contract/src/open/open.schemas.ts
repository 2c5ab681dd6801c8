import { z } from 'zod';

import { employeeNoSchema } from '../center/worker.schemas.js';
import { timestampSchema } from '../common/list-query.js';
import { sessionTimeSchema } from '../common/time-bounds.js';

/** At most this many records in one `{ records: [...] }` call. */
export const OPEN_BATCH_MAX = 500;
/** Timestamps further than this from the server's clock are refused (and nonces kept as long). */
export const OPEN_CLOCK_WINDOW_MS = 5 * 60_000;

const ms = z.number({ error: '须为毫秒时间戳' }).int().min(0);
/** A session's times as reported: from 2000 to a day from now. */
const sessionTime = sessionTimeSchema();
const seconds = z
  .number({ error: '须为秒数' })
  .int()
  .min(0)
  .max(7 * 24 * 3600);
const score = z.number({ error: '须为0到100的分数' }).min(0, '分数为0到100').max(100, '分数为0到100');

/** One step of a session (the ilab-x shape). */
export const openStepSchema = z.object({
  seq: z.number().int().min(1),
  title: z.string().trim().min(1).max(100),
  startTime: sessionTime,
  endTime: sessionTime,
  timeUsed: seconds,
  expectTime: seconds.optional(),
  maxScore: score,
  score,
});

/**
 * One training session as simulation software reports it. The trainee is named by the
 * enterprise's unified social credit code and the 工号, or by the staff account's username.
 */
export const openRecordSchema = z
  .object({
    originId: z.string().trim().min(1, 'originId 不能为空').max(64, 'originId 最多64个字符'),
    creditCode: z.string().trim().toUpperCase().length(18, '统一社会信用代码为18位').optional(),
    employeeNo: employeeNoSchema.optional(),
    username: z.string().trim().min(1).max(64).optional(),
    deviceSerial: z.string().trim().min(1).max(64).optional(),
    startTime: sessionTime,
    endTime: sessionTime,
    timeUsed: seconds,
    score,
    /** 1: done, 2: not done. */
    status: z.union([z.literal(1), z.literal(2)], { error: 'status 只能是 1（完成）或 2（未完成）' }),
    steps: z.array(openStepSchema).max(200, '最多200个步骤').optional(),
  })
  .refine((r) => (r.creditCode && r.employeeNo) || r.username, {
    message: '请用 creditCode 和 employeeNo（或员工账号 username）指明参训员工',
    path: ['employeeNo'],
  })
  .refine((r) => r.endTime >= r.startTime, { message: 'endTime 不能早于 startTime', path: ['endTime'] });
export type OpenRecord = z.infer<typeof openRecordSchema>;

/**
 * The union's own error ("invalid input") says nothing: the message is that of the shape the
 * body tried to be — a batch when it has `records`, one record otherwise.
 */
export const openRecordsBodySchema = z.union(
  [
    openRecordSchema,
    z.object({
      records: z
        .array(openRecordSchema)
        .min(1, 'records 不能为空')
        .max(OPEN_BATCH_MAX, `一次最多上报${OPEN_BATCH_MAX}条记录`),
    }),
  ],
  {
    error: (iss) => {
      if (iss.code !== 'invalid_union') return undefined;
      const batch = typeof iss.input === 'object' && iss.input !== null && 'records' in iss.input;
      const first = iss.errors[batch ? 1 : 0]?.[0];
      if (!first) return undefined;
      const where = first.path.length > 0 ? `${first.path.join('.')}：` : '';
      return `${where}${first.message}`;
    },
  },
);
export type OpenRecordsBody = z.infer<typeof openRecordsBodySchema>;

/** The stored record, as every retry of the same `originId` answers it again. */
export const openStoredRecordSchema = z.object({
  id: z.number().int(),
  originId: z.string(),
  workerId: z.number().int(),
  /** The training plan the session counts towards, and its name; null: none. */
  planId: z.number().int().nullable(),
  planName: z.string().nullable(),
  startTime: ms,
  endTime: ms,
  timeUsed: z.number().int(),
  score: z.number(),
  passed: z.boolean(),
  flagged: z.boolean(),
  flagReason: z.string().nullable(),
  createTime: timestampSchema,
});
export type OpenStoredRecord = z.infer<typeof openStoredRecordSchema>;

export const openRecordsResultSchema = z.union([
  openStoredRecordSchema,
  z.object({ records: z.array(openStoredRecordSchema) }),
]);

// ---- The ilab-x v2 door: same records, the shape existing simulations already send ----

const md5Signature = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{32}$/, 'signature 应为32位十六进制的 MD5（大写或小写均可）');

/**
 * GET or POST /open/api/v2/token, all in the query (a POST body is ignored), as ilab-x clients
 * send it: the ticket from the launch address, URL-decoded; signature = upper-case hex
 * MD5(ticket + appid + app secret).
 */
export const ilabTokenQuerySchema = z.object({
  ticket: z.string().min(1, '缺少 ticket').max(256),
  /** The app key. */
  appid: z.string().trim().min(1, '缺少 appid').max(64),
  signature: md5Signature,
});

/** signature = upper-case hex MD5(access_token + appid + app secret). */
export const ilabRefreshQuerySchema = z.object({
  access_token: z.string().min(1, '缺少 access_token').max(300),
  appid: z.string().trim().min(1, '缺少 appid').max(64),
  signature: md5Signature,
});

export const ilabTokenSchema = z.object({
  code: z.literal(0),
  msg: z.string(),
  access_token: z.string(),
  create_time: z.number().int(),
  expires_time: z.number().int(),
  /** The launching account's username: the one data_upload must name. */
  un: z.string(),
  /** Its display name. */
  dis: z.string(),
  /**
   * Launched without a trainee (the enterprise account's own 启动软件, or a device launch with no
   * 学员): the sessions are kept as 练习 on the launch, counted in no hours, plan or statistics.
   */
  practice: z.boolean(),
});
export type IlabToken = z.infer<typeof ilabTokenSchema>;

export const ilabUploadQuerySchema = z.object({
  access_token: z.string().min(1, '缺少 access_token').max(300),
});

export const ilabUploadBodySchema = z.object({
  /** The staff account's username on this platform. */
  username: z.string().trim().min(1).max(64),
  title: z.string().max(200).optional(),
  projectTitle: z.string().max(200).optional(),
  childProjectTitle: z.string().max(200).optional(),
  appid: z.string().max(64).optional(),
  originId: z.string().trim().min(1).max(64),
  status: z.union([z.literal(1), z.literal(2)]),
  score,
  startTime: sessionTime,
  endTime: sessionTime,
  timeUsed: seconds,
  steps: z
    .array(
      openStepSchema
        .extend({ repeatCount: z.number().int().optional(), evaluation: z.string().max(500).optional() })
        .loose(),
    )
    .max(200)
    .optional(),
});

export const ilabUploadResultSchema = z.object({ code: z.literal(0), msg: z.string(), id: z.number().int() });
