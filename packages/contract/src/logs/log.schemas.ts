import { z } from 'zod';

import { dateRangeSchema, listQuerySchema, timestampSchema } from '../common/list-query.js';

/** One recorded call: every write and every sign-in (INFO), and every failure of the server (ERROR). */
export const logSchema = z.object({
  id: z.number().int(),
  logType: z.enum(['INFO', 'ERROR']),
  /** Who called: the signed-in user, or the username a sign-in or registration was tried with. */
  username: z.string().nullable(),
  /** The endpoint's summary, e.g. 用户登录. */
  description: z.string(),
  method: z.string(),
  path: z.string(),
  /** Query and body as JSON, passwords, secrets, tokens and codes masked. */
  params: z.string().nullable(),
  requestIp: z.string().nullable(),
  browser: z.string().nullable(),
  /** Milliseconds the server took. */
  time: z.number().int(),
  /** The HTTP status answered. */
  status: z.number().int(),
  /** Why it failed, as the caller was told (4xx) or as the server saw it (5xx). */
  message: z.string().nullable(),
  requestId: z.string(),
  createTime: timestampSchema,
});
export type Log = z.infer<typeof logSchema>;

export const LOG_SORT_FIELDS = ['id', 'createTime', 'time', 'status'] as const;

export const logQuerySchema = listQuerySchema(LOG_SORT_FIELDS).extend({
  /** Part of the username, the action or the path. */
  blurry: z.string().trim().max(100).optional(),
  username: z.string().trim().max(64).optional(),
  /** Part of the path. */
  path: z.string().trim().max(200).optional(),
  method: z
    .enum(['GET', 'POST', 'PUT', 'DELETE'], { error: '请求方式只能是 GET、POST、PUT 或 DELETE' })
    .optional(),
  /** `ok` (below 400), `fail` (400 and above), or one status such as `409`. */
  status: z
    .string()
    .trim()
    .regex(/^(ok|fail|[1-5]\d\d)$/, '结果只能是 ok、fail 或一个三位状态码')
    .optional(),
  createTime: dateRangeSchema,
});
export type LogQuery = z.infer<typeof logQuerySchema>;

/** One's own recent operations (个人中心): paging only. */
export const ownLogQuerySchema = listQuerySchema(['createTime'] as const);

export const logStackSchema = z.object({ exception: z.string() });
