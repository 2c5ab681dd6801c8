import { z } from 'zod';

import { apiErrorSchema } from '../common/api-error.js';
import { dateRangeSchema, listQuerySchema, timestampSchema } from '../common/list-query.js';
import { ID_CARD_MESSAGE, validIdCard, validMobile } from '../validation/validate.js';
import { EMPLOYEE_NO_MESSAGE, MOBILE_MESSAGE, WORKER_STATUSES } from './worker.constants.js';

export const employeeNoSchema = z
  .string()
  .trim()
  .min(1, '请输入工号')
  .regex(/^[A-Za-z0-9_-]{1,32}$/, EMPLOYEE_NO_MESSAGE);

/** `YYYY-MM-DD`, a real calendar day. */
export const calendarDaySchema = z.iso.date({ error: '日期格式应为 YYYY-MM-DD' });

const ref = z.object({ id: z.number().int(), name: z.string() });

/** A staff member (员工). `idCard` is masked in lists and whole only in the detail. */
export const workerSchema = z.object({
  id: z.number().int(),
  employeeNo: z.string(),
  name: z.string(),
  gender: z.enum(['男', '女']).nullable(),
  phone: z.string(),
  idCard: z.string().nullable(),
  dept: ref.nullable(),
  post: ref.nullable(),
  status: z.enum(WORKER_STATUSES),
  hiredOn: calendarDaySchema.nullable(),
  /** The type-3 account opened for the worker, if any. */
  account: z.object({ id: z.number().int(), username: z.string(), enabled: z.boolean() }).nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type Worker = z.infer<typeof workerSchema>;

export const WORKER_SORT_FIELDS = ['id', 'employeeNo', 'name', 'hiredOn', 'createTime'] as const;

export const workerQuerySchema = listQuerySchema(WORKER_SORT_FIELDS).extend({
  /** Part of the name, the phone or the employee number. */
  blurry: z.string().trim().max(50).optional(),
  /** The department and all its sub-departments. */
  deptId: z.coerce.number().int().positive().optional(),
  postId: z.coerce.number().int().positive().optional(),
  status: z.enum(WORKER_STATUSES, { error: '状态只能是 active（在职）或 left（离职）' }).optional(),
  hiredOn: dateRangeSchema,
});
export type WorkerQuery = z.infer<typeof workerQuerySchema>;

export const workerFieldsSchema = z.object({
  employeeNo: employeeNoSchema,
  name: z.string().trim().min(1, '请输入姓名').max(50, '姓名不能超过50个字符'),
  gender: z.enum(['男', '女'], { error: '性别只能是 男 或 女' }).nullable().default(null),
  phone: z.string().trim().refine(validMobile, MOBILE_MESSAGE),
  idCard: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || validIdCard(v), ID_CARD_MESSAGE)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  deptId: z.number().int().positive().nullable().default(null),
  postId: z.number().int().positive().nullable().default(null),
  status: z.enum(WORKER_STATUSES, { error: '请选择在职或离职' }).default('active'),
  hiredOn: calendarDaySchema.nullable().default(null),
});

export const workerCreateSchema = workerFieldsSchema;
export type WorkerCreate = z.infer<typeof workerCreateSchema>;

export const workerUpdateSchema = workerFieldsSchema.extend({
  id: z.number().int().positive(),
  updateTime: timestampSchema,
});
export type WorkerUpdate = z.infer<typeof workerUpdateSchema>;

export const workerImportQuerySchema = z.object({
  /** true: check every row and write nothing; false: write all rows, or none if any is wrong. */
  dryRun: z.enum(['true', 'false'], { error: 'dryRun 只能是 true 或 false' }).transform((v) => v === 'true'),
});

/** One data row of the sheet: its number in the sheet (the header is row 1), values, errors. */
export const workerImportRowSchema = z.object({
  row: z.number().int(),
  /** What was read, by column (工号 …), as text. */
  values: z.record(z.string(), z.string()),
  /** Every problem of the row, each naming its column. */
  errors: z.array(z.string()),
  /** The columns that are wrong, for highlighting cells. */
  columns: z.array(z.string()),
  /** Whether the row adds a worker or updates the one with that 工号. */
  action: z.enum(['create', 'update']),
});
export type WorkerImportRow = z.infer<typeof workerImportRowSchema>;

export const workerImportResultSchema = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  errorRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Every row on a dry run; on a commit, only the rows with errors (then nothing was written). */
  rows: z.array(workerImportRowSchema),
});
export type WorkerImportResult = z.infer<typeof workerImportResultSchema>;

/**
 * A refused commit: the error shape plus the rows with errors, as the dry run reports them, so
 * the page can show what to fix even when the sheet changed after its preview.
 */
export const workerImportErrorSchema = apiErrorSchema.extend({ rows: z.array(workerImportRowSchema) });
export type WorkerImportError = z.infer<typeof workerImportErrorSchema>;

export const WORKER_IMPORT_MAX_ROWS = 20_000;

export const workerAccountBodySchema = z.object({
  /** Suggested from the phone when absent. */
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{2,20}$/, '用户名只能是2到20位字母或数字')
    .optional(),
});

/** The new account; the password is shown once and never again. */
export const workerAccountSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  initialPassword: z.string(),
});
export type WorkerAccount = z.infer<typeof workerAccountSchema>;
