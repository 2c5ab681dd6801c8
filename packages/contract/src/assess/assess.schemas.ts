import { z } from 'zod';

import { listQuerySchema, timestampSchema } from '../common/list-query.js';
import { ASSESS_STATUSES } from './assess.constants.js';

export const criterionSchema = z.object({
  name: z.string().trim().min(1, '请输入考核项名称').max(50, '考核项名称不能超过50个字符'),
  weight: z.number().int('权重必须是整数').min(1, '权重至少为1').max(100, '权重不能超过100'),
});
export type Criterion = z.infer<typeof criterionSchema>;

const criteriaSchema = z
  .array(criterionSchema)
  .min(1, '请至少添加一个考核项')
  .max(20, '考核项最多20个')
  .superRefine((items, ctx) => {
    const sum = items.reduce((total, c) => total + c.weight, 0);
    if (sum !== 100) ctx.addIssue({ code: 'custom', message: `考核项权重之和须为100（现为${sum}）` });
    const names = new Set(items.map((c) => c.name));
    if (names.size !== items.length) ctx.addIssue({ code: 'custom', message: '考核项名称不能重复' });
  });

export const assessFieldsSchema = z.object({
  title: z.string().trim().min(1, '请输入考核标题').max(100, '标题不能超过100个字符'),
  teamId: z.number({ error: '请选择专家组' }).int().positive(),
  roomId: z.number({ error: '请选择考核室' }).int().positive(),
  passScore: z
    .number({ error: '请输入及格分' })
    .min(0, '及格分须在0到100之间')
    .max(100, '及格分须在0到100之间'),
  criteria: criteriaSchema,
});
export const assessCreateSchema = assessFieldsSchema.extend({
  accessId: z.number({ error: '请选择接入申请' }).int().positive(),
});
export const assessUpdateSchema = assessFieldsSchema.extend({ id: z.number().int().positive() });
export type AssessCreate = z.infer<typeof assessCreateSchema>;
export type AssessUpdate = z.infer<typeof assessUpdateSchema>;

/** One expert's row as staff see it. */
export const expertScoreSchema = z.object({
  memberId: z.number().int(),
  memberName: z.string(),
  /** null: not scored yet. */
  scores: z.array(z.object({ criterion: z.string(), score: z.number() })).nullable(),
  total: z.number().nullable(),
  comment: z.string().nullable(),
  updateTime: timestampSchema.nullable(),
});

export const assessSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(ASSESS_STATUSES),
  accessId: z.number().int(),
  soft: z.object({ id: z.number().int(), name: z.string(), version: z.string() }),
  vendor: z.object({ id: z.number().int(), name: z.string() }),
  team: z.object({ id: z.number().int(), name: z.string() }),
  room: z.object({
    id: z.number().int(),
    name: z.string(),
    startTime: z.number().int(),
    endTime: z.number().int(),
    place: z.string().nullable(),
    onlineLink: z.string().nullable(),
  }),
  passScore: z.number(),
  criteria: z.array(criterionSchema),
  /** Linked experts of the team and how many of them have scored. */
  expertCount: z.number().int(),
  scoredCount: z.number().int(),
  /** Mean of the experts' totals so far; null before the first score. */
  total: z.number().nullable(),
  /** Experts' totals spread by more than SCORE_SPREAD_LIMIT points. */
  needsDiscussion: z.boolean(),
  comment: z.string().nullable(),
  decidedAt: timestampSchema.nullable(),
  createTime: timestampSchema,
});
export type Assess = z.infer<typeof assessSchema>;

export const assessDetailSchema = assessSchema.extend({ experts: z.array(expertScoreSchema) });
export type AssessDetail = z.infer<typeof assessDetailSchema>;

export const assessQuerySchema = listQuerySchema(['id', 'createTime', 'decidedAt'] as const).extend({
  blurry: z.string().trim().max(50).optional(),
  status: z.enum(ASSESS_STATUSES, { error: '状态不正确' }).optional(),
  teamId: z.coerce.number().int().positive().optional(),
});
export type AssessQuery = z.infer<typeof assessQuerySchema>;

export const decideSchema = z
  .object({
    passed: z.boolean({ error: '请选择通过或不通过' }),
    comment: z.string().trim().max(500, '意见不能超过500个字符').default(''),
  })
  .superRefine((value, ctx) => {
    if (!value.passed && !value.comment) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: '不通过时请填写意见，供申请方修改' });
    }
  });
export type Decide = z.infer<typeof decideSchema>;

const scoreValue = z
  .number({ error: '评分须为0到100之间的数' })
  .min(0, '评分须为0到100之间的数')
  .max(100, '评分须为0到100之间的数');

export const scoreBodySchema = z.object({
  scores: z
    .array(z.object({ criterion: z.string().trim().min(1).max(50), score: scoreValue }))
    .min(1, '请为每个考核项评分')
    .max(20),
  comment: z.string().trim().max(1000, '评语不能超过1000个字符').default(''),
});
export type ScoreBody = z.infer<typeof scoreBodySchema>;

/** What an expert sees to score: the assessment, the software and their own row. */
export const myScoreSchema = z.object({
  assess: assessSchema.omit({ total: true, needsDiscussion: true, scoredCount: true, expertCount: true }),
  softDetail: z.object({ summary: z.string(), description: z.string(), launchUrl: z.string().nullable() }),
  scores: z.array(z.object({ criterion: z.string(), score: z.number() })).nullable(),
  total: z.number().nullable(),
  comment: z.string().nullable(),
  /** Decided: scores can no longer change. */
  locked: z.boolean(),
});
export type MyScore = z.infer<typeof myScoreSchema>;

/** An assessment in the signed-in expert's list. */
export const expertAssessSchema = assessSchema
  .pick({ id: true, title: true, status: true, soft: true, room: true, criteria: true, decidedAt: true })
  .extend({ scored: z.boolean() });
export type ExpertAssess = z.infer<typeof expertAssessSchema>;

/** The applicant's view: averages and comments, never who scored or how to reach them. */
export const applicantAssessSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(ASSESS_STATUSES),
  accessId: z.number().int(),
  soft: z.object({ id: z.number().int(), name: z.string(), version: z.string() }),
  teamName: z.string(),
  room: assessSchema.shape.room.omit({ id: true }),
  passScore: z.number(),
  scoredCount: z.number().int(),
  expertCount: z.number().int(),
  total: z.number().nullable(),
  comment: z.string().nullable(),
  decidedAt: timestampSchema.nullable(),
  createTime: timestampSchema,
});
export type ApplicantAssess = z.infer<typeof applicantAssessSchema>;

export const applicantAssessDetailSchema = applicantAssessSchema.extend({
  criteria: z.array(criterionSchema.extend({ average: z.number().nullable() })),
  /** The experts' comments, without names, in no particular order. */
  comments: z.array(z.string()),
});
export type ApplicantAssessDetail = z.infer<typeof applicantAssessDetailSchema>;

export const applicantAssessQuerySchema = listQuerySchema(['id', 'createTime'] as const).extend({
  status: z.enum(ASSESS_STATUSES, { error: '状态不正确' }).optional(),
});
export type ApplicantAssessQuery = z.infer<typeof applicantAssessQuerySchema>;
