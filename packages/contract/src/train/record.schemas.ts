import { z } from 'zod';

import { booleanQuerySchema, listQuerySchema, timestampSchema } from '../common/list-query.js';
import { sessionTimeSchema, timeQuerySchema } from '../common/time-bounds.js';
import { trainPlanSchema, trainPlanTraineeSchema } from './plan.schemas.js';
import { TRAIN_RECORD_SOURCES } from './record.constants.js';

const ref = z.object({ id: z.number().int(), name: z.string() });
const ms = z.number().int().min(0);

/** 培训记录: who trained on what, on which device, when, how long, with what score. */
export const trainRecordSchema = z.object({
  id: z.number().int(),
  worker: z.object({ id: z.number().int(), name: z.string(), employeeNo: z.string() }),
  soft: ref,
  plan: ref.nullable(),
  deviceId: z.number().int().nullable(),
  deviceSerial: z.string().nullable(),
  startedAt: ms,
  endedAt: ms,
  durationS: z.number().int(),
  score: z.number(),
  passed: z.boolean(),
  source: z.enum(TRAIN_RECORD_SOURCES),
  /** Implausible times or scores: kept, shown, never counted towards a plan. */
  flagged: z.boolean(),
  flagReason: z.string().nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type TrainRecord = z.infer<typeof trainRecordSchema>;

export const TRAIN_RECORD_SORT_FIELDS = ['id', 'startedAt', 'score', 'durationS'] as const;

const msQuery = timeQuerySchema.optional();
/** A browser's clock may run a little ahead of the server's. */
const SESSION_CLOCK_SLACK_MS = 5 * 60_000;

export const trainRecordQuerySchema = listQuerySchema(TRAIN_RECORD_SORT_FIELDS).extend({
  /** Part of the trainee's name or 工号. */
  blurry: z.string().trim().max(50).optional(),
  workerId: z.coerce.number().int().positive().optional(),
  softId: z.coerce.number().int().positive().optional(),
  planId: z.coerce.number().int().positive().optional(),
  source: z.enum(TRAIN_RECORD_SOURCES, { error: '来源只能是 manual 或 reported' }).optional(),
  passed: booleanQuerySchema,
  /** Started at or after / before (ms). */
  from: msQuery,
  to: msQuery,
});
export type TrainRecordQuery = z.infer<typeof trainRecordQuerySchema>;

export const trainRecordFieldsSchema = z
  .object({
    planId: z.number().int().positive().nullable().default(null),
    workerId: z.number({ error: '请选择员工' }).int().positive('请选择员工'),
    softId: z.number({ error: '请选择培训软件' }).int().positive('请选择培训软件'),
    deviceId: z.number().int().positive().nullable().default(null),
    startedAt: sessionTimeSchema('请选择开始时间'),
    endedAt: sessionTimeSchema('请选择结束时间'),
    score: z.number({ error: '请输入成绩' }).min(0, '成绩为0到100分').max(100, '成绩为0到100分'),
  })
  .refine((r) => r.endedAt > r.startedAt, { message: '结束时间须晚于开始时间', path: ['endedAt'] })
  .refine((r) => r.endedAt - r.startedAt <= 24 * 3_600_000, {
    message: '一次培训不能超过24小时，请分次录入',
    path: ['endedAt'],
  })
  // Entered by hand after the session: one that has not ended yet cannot be recorded.
  .refine((r) => r.endedAt <= Date.now() + SESSION_CLOCK_SLACK_MS, {
    message: '结束时间不能晚于当前时间，请在培训结束后录入',
    path: ['endedAt'],
  });

export const trainRecordCreateSchema = trainRecordFieldsSchema;
export type TrainRecordCreate = z.infer<typeof trainRecordCreateSchema>;

export const trainRecordUpdateSchema = trainRecordFieldsSchema.and(
  z.object({ id: z.number().int().positive(), updateTime: timestampSchema }),
);
export type TrainRecordUpdate = z.infer<typeof trainRecordUpdateSchema>;

/** 我的培训: a worker's plans with their own progress, and their newest records. */
export const myTrainingSchema = z.object({
  worker: z.object({
    id: z.number().int(),
    name: z.string(),
    employeeNo: z.string(),
    enterpriseName: z.string(),
  }),
  plans: z.array(
    z.object({
      plan: trainPlanSchema.pick({
        id: true,
        name: true,
        soft: true,
        startTime: true,
        endTime: true,
        requiredHours: true,
        passScore: true,
        status: true,
      }),
      progress: trainPlanTraineeSchema.pick({
        hoursDone: true,
        bestScore: true,
        records: true,
        completed: true,
        cert: true,
      }),
    }),
  ),
  /** The newest 200. */
  records: z.array(trainRecordSchema),
});
export type MyTraining = z.infer<typeof myTrainingSchema>;

/** What a certificate's code proves to anyone: who, what, when — nothing else personal. */
export const certCheckSchema = z.object({
  code: z.string(),
  /** Masked (王*军) for anyone but the holder and the enterprise that issued it. */
  workerName: z.string(),
  /** Whether `workerName` is masked: the page then says who may see the whole name. */
  nameMasked: z.boolean(),
  enterpriseName: z.string(),
  planName: z.string(),
  softName: z.string(),
  /** Counted training hours in the plan, one decimal. */
  hours: z.number(),
  /** The best score of the plan's sessions; null if none was scored. */
  score: z.number().nullable(),
  /** The theory exam's score, when the plan's completion asked for one (考试); null otherwise. */
  theoryScore: z.number().nullable(),
  issuedAt: timestampSchema,
  expiresAt: timestampSchema.nullable(),
  /** When the enterprise withdrew it (its reason stays with the enterprise); null: not revoked. */
  revokedAt: timestampSchema.nullable(),
  /** Neither revoked nor past its end. */
  valid: z.boolean(),
});
export type CertCheck = z.infer<typeof certCheckSchema>;

/** 撤销证书: whose certificate in the plan, and why (kept for the enterprise, never shown publicly). */
export const certRevokeSchema = z.object({
  workerId: z.number().int().positive(),
  reason: z.string().trim().min(1, '请填写撤销原因').max(200, '撤销原因不超过200个字'),
});

export const certParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{12}$/, '证书编号为12位字母或数字，请核对后重试'),
});
