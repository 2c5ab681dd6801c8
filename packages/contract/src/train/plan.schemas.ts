import { z } from 'zod';

import { idListSchema, listQuerySchema, timestampSchema } from '../common/list-query.js';
import { plannedTimeSchema } from '../common/time-bounds.js';
import { TRAIN_PLAN_STATUSES } from './plan.constants.js';

const ref = z.object({ id: z.number().int(), name: z.string() });
const ms = z.number().int().min(0);

/** 培训计划 as lists and forms show it; times in ms since the epoch, as the open API's. */
export const trainPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  soft: ref,
  startTime: ms,
  endTime: ms,
  requiredHours: z.number(),
  passScore: z.number(),
  /** Months a certificate stays valid; null: no end. */
  validMonths: z.number().int().nullable(),
  status: z.enum(TRAIN_PLAN_STATUSES),
  /** The selection the trainees come from (kept after publishing, for the record). */
  deptIds: z.array(z.number().int()),
  jobIds: z.array(z.number().int()),
  workerIds: z.array(z.number().int()),
  /** Frozen trainees once published; the selection's current staff while a draft. */
  traineeCount: z.number().int(),
  /** Trainees who completed the plan (hours and score reached). */
  completedCount: z.number().int(),
  publishedAt: timestampSchema.nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type TrainPlan = z.infer<typeof trainPlanSchema>;

/** One trainee's progress in a plan; a certificate once completed. */
export const trainPlanTraineeSchema = z.object({
  workerId: z.number().int(),
  employeeNo: z.string(),
  name: z.string(),
  deptName: z.string().nullable(),
  jobName: z.string().nullable(),
  /** Counted (plausible) training time, in hours with one decimal. */
  hoursDone: z.number(),
  bestScore: z.number().nullable(),
  records: z.number().int(),
  completed: z.boolean(),
  cert: z
    .object({
      code: z.string(),
      issuedAt: timestampSchema,
      expiresAt: timestampSchema.nullable(),
      /** Flagged by the reminder job (定时任务 培训证书到期提醒): it runs out within its days. */
      expiring: z.boolean(),
      /** Withdrawn by the enterprise (撤销证书); the public check says so. */
      revokedAt: timestampSchema.nullable(),
      revokeReason: z.string().nullable(),
      /** The theory exam's score the completion counted, when the plan names an exam. */
      theoryScore: z.number().nullable(),
    })
    .nullable(),
});
export type TrainPlanTrainee = z.infer<typeof trainPlanTraineeSchema>;

export const trainPlanDetailSchema = trainPlanSchema.extend({
  trainees: z.array(trainPlanTraineeSchema),
});
export type TrainPlanDetail = z.infer<typeof trainPlanDetailSchema>;

export const TRAIN_PLAN_SORT_FIELDS = ['id', 'startTime', 'endTime', 'createTime'] as const;

export const trainPlanQuerySchema = listQuerySchema(TRAIN_PLAN_SORT_FIELDS).extend({
  blurry: z.string().trim().max(50).optional(),
  status: z.enum(TRAIN_PLAN_STATUSES, { error: '状态只能是 draft、published 或 finished' }).optional(),
  softId: z.coerce.number().int().positive().optional(),
});
export type TrainPlanQuery = z.infer<typeof trainPlanQuerySchema>;

const ids = z.array(z.number().int().positive()).max(5000, '一次最多选择5000项').default([]);

export const trainPlanFieldsSchema = z
  .object({
    name: z.string().trim().min(1, '请输入计划名称').max(100, '计划名称不能超过100个字符'),
    softId: z.number({ error: '请选择培训软件' }).int().positive('请选择培训软件'),
    startTime: plannedTimeSchema('请选择开始时间'),
    endTime: plannedTimeSchema('请选择结束时间'),
    requiredHours: z
      .number({ error: '请输入要求学时' })
      .min(0.5, '要求学时至少0.5小时')
      .max(1000, '要求学时不能超过1000小时')
      .multipleOf(0.5, '要求学时以0.5小时为单位'),
    passScore: z.number({ error: '请输入合格分数' }).min(0, '合格分数为0到100').max(100, '合格分数为0到100'),
    validMonths: z
      .number()
      .int()
      .min(1, '证书有效期为1到120个月')
      .max(120, '证书有效期为1到120个月')
      .nullable()
      .default(null),
    deptIds: ids,
    jobIds: ids,
    workerIds: ids,
  })
  .refine((p) => p.endTime > p.startTime, { message: '结束时间须晚于开始时间', path: ['endTime'] });

export const trainPlanCreateSchema = trainPlanFieldsSchema;
export type TrainPlanCreate = z.infer<typeof trainPlanCreateSchema>;

export const trainPlanUpdateSchema = trainPlanFieldsSchema.and(
  z.object({ id: z.number().int().positive(), updateTime: timestampSchema }),
);
export type TrainPlanUpdate = z.infer<typeof trainPlanUpdateSchema>;

export const trainPlanDeleteSchema = idListSchema;
