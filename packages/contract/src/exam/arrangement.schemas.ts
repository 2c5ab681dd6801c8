import { z } from 'zod';

import { listQuerySchema, timestampSchema } from '../common/list-query.js';
import { pageQuerySchema } from '../common/pagination.js';
import { plannedTimeSchema } from '../common/time-bounds.js';
import {
  EXAM_PRESET,
  EXAM_RESULT_FILTERS,
  EXAM_STATUSES,
  QUESTION_TYPES,
  SUBMIT_REASONS,
} from './exam.constants.js';

const ref = z.object({ id: z.number().int(), name: z.string() });
const ms = z.number().int().min(0);
const ids = z.array(z.number().int().positive()).max(5000, '一次最多选择5000项').default([]);

/** 考试安排: a paper put to chosen trainees within a window. */
export const examArrangementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  paper: ref.extend({ totalScore: z.number(), passScore: z.number(), durationMinutes: z.number().int() }),
  /** The training plan this exam completes (its theory part), if any. */
  plan: ref.nullable(),
  startTime: ms,
  endTime: ms,
  attempts: z.number().int(),
  maxSwitches: z.number().int(),
  status: z.enum(EXAM_STATUSES),
  deptIds: z.array(z.number().int()),
  jobIds: z.array(z.number().int()),
  workerIds: z.array(z.number().int()),
  /** Frozen trainees once published; the selection's current staff while a draft. */
  candidateCount: z.number().int(),
  /** Candidates with at least one submitted attempt, and those who passed. */
  takenCount: z.number().int(),
  passedCount: z.number().int(),
  publishedAt: timestampSchema.nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type ExamArrangement = z.infer<typeof examArrangementSchema>;

export const EXAM_SORT_FIELDS = ['id', 'startTime', 'endTime', 'createTime'] as const;
export const examArrangementQuerySchema = listQuerySchema(EXAM_SORT_FIELDS).extend({
  blurry: z.string().trim().max(50).optional(),
  status: z.enum(EXAM_STATUSES, { error: '状态只能是 draft、published 或 finished' }).optional(),
  planId: z.coerce.number().int().positive().optional(),
});
export type ExamArrangementQuery = z.infer<typeof examArrangementQuerySchema>;

const arrangementFields = z.object({
  name: z.string().trim().min(1, '请输入考试名称').max(100, '考试名称不能超过100个字符'),
  paperId: z.number({ error: '请选择试卷' }).int().positive('请选择试卷'),
  planId: z.number().int().positive().nullable().default(null),
  startTime: plannedTimeSchema('请选择开始时间'),
  endTime: plannedTimeSchema('请选择结束时间'),
  attempts: z
    .number()
    .int('考试次数为1到10的整数')
    .min(1, '考试次数为1到10的整数')
    .max(10, '考试次数为1到10的整数')
    .default(EXAM_PRESET.attempts),
  maxSwitches: z
    .number()
    .int('切屏次数为0到50的整数')
    .min(0, '切屏次数为0到50的整数')
    .max(50, '切屏次数为0到50的整数')
    .default(EXAM_PRESET.maxSwitches),
  deptIds: ids,
  jobIds: ids,
  workerIds: ids,
});

const windowChecked = <T extends z.ZodType<{ startTime: number; endTime: number }>>(schema: T) =>
  schema.refine((e) => e.endTime > e.startTime, { message: '结束时间须晚于开始时间', path: ['endTime'] });

export const examArrangementCreateSchema = windowChecked(arrangementFields);
export type ExamArrangementCreate = z.infer<typeof examArrangementCreateSchema>;
export const examArrangementUpdateSchema = windowChecked(
  arrangementFields.extend({ id: z.number().int().positive(), updateTime: timestampSchema }),
);
export type ExamArrangementUpdate = z.infer<typeof examArrangementUpdateSchema>;

/** One handed-in attempt of a candidate. */
export const examAttemptSummarySchema = z.object({
  id: z.number().int(),
  no: z.number().int(),
  startedAt: timestampSchema,
  submittedAt: timestampSchema.nullable(),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  reason: z.enum(SUBMIT_REASONS).nullable(),
  switches: z.number().int(),
});

/** 考试成绩: one candidate, their best score and every attempt. */
export const examResultSchema = z.object({
  workerId: z.number().int(),
  employeeNo: z.string(),
  name: z.string(),
  deptName: z.string().nullable(),
  attemptsUsed: z.number().int(),
  bestScore: z.number().nullable(),
  passed: z.boolean(),
  attempts: z.array(examAttemptSummarySchema),
});
export type ExamResult = z.infer<typeof examResultSchema>;

export const examResultQuerySchema = pageQuerySchema.extend({
  blurry: z.string().trim().max(50).optional(),
  result: z.enum(EXAM_RESULT_FILTERS, { error: '结果只能是 passed、failed 或 absent' }).optional(),
  deptId: z.coerce.number().int().positive().optional(),
});
export type ExamResultQuery = z.infer<typeof examResultQuerySchema>;

/** 试题分析: how each question did over the exam's handed-in attempts. */
export const questionAnalysisSchema = z.object({
  questionId: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  /** Attempts that were given this question. */
  answered: z.number().int(),
  /** Share (0–1) of those attempts answering it right. */
  correctShare: z.number(),
  /** Upper 27 % of scores' share right minus the lower 27 %'s; null with fewer than 2 per group. */
  discrimination: z.number().nullable(),
  /** Each option's (or 正确 / 错误's) share of the answers. */
  options: z.array(z.object({ key: z.string(), share: z.number(), correct: z.boolean() })),
  /** A negative discrimination: the better candidates got it wrong more often — check the key. */
  flagged: z.boolean(),
});
export type QuestionAnalysis = z.infer<typeof questionAnalysisSchema>;

export const examAnalysisSchema = z.object({
  attempts: z.number().int(),
  averageScore: z.number().nullable(),
  passRate: z.number().nullable(),
  questions: z.array(questionAnalysisSchema),
});
export type ExamAnalysis = z.infer<typeof examAnalysisSchema>;
