import { z } from 'zod';

import { listQuerySchema, timestampSchema } from '../common/list-query.js';
import { ACCESS_STATUSES, GRANT_STATUSES } from './access.constants.js';

/** An application's assessment as the applicant sees it: no experts' names or contacts. */
export const accessAssessmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  teamName: z.string(),
  room: z.object({
    name: z.string(),
    startTime: z.number().int(),
    endTime: z.number().int(),
    place: z.string().nullable(),
    onlineLink: z.string().nullable(),
  }),
});

/** One step of the timeline draft → submitted → assessing → passed / rejected. */
export const timelineStepSchema = z.object({
  status: z.enum(['draft', 'submitted', 'assessing', 'passed', 'rejected']),
  at: timestampSchema,
  note: z.string().nullable(),
});

export const accessSchema = z.object({
  id: z.number().int(),
  soft: z.object({ id: z.number().int(), name: z.string(), version: z.string(), category: z.string() }),
  status: z.enum(ACCESS_STATUSES),
  submittedAt: timestampSchema,
  decidedAt: timestampSchema.nullable(),
  /** The decision's comment (the reason on a rejection). */
  comment: z.string().nullable(),
  assessment: accessAssessmentSchema.nullable(),
  timeline: z.array(timelineStepSchema),
  /** The current app key once issued; the secret is never listed. */
  appKey: z.string().nullable(),
  keyIssuedAt: timestampSchema.nullable(),
  /** After a rotation, the old pair keeps working until then. */
  previousKeyValidUntil: timestampSchema.nullable(),
});
export type Access = z.infer<typeof accessSchema>;

export const accessQuerySchema = listQuerySchema(['id', 'submittedAt'] as const).extend({
  status: z.enum(ACCESS_STATUSES, { error: '状态不正确' }).optional(),
  softId: z.coerce.number().int().positive().optional(),
});
export type AccessQuery = z.infer<typeof accessQuerySchema>;

/** Issued or rotated keys: the only answer that ever holds the secret. */
export const accessKeysSchema = z.object({
  appKey: z.string(),
  appSecret: z.string(),
  issuedAt: timestampSchema,
  /** Set on a rotation: the previous key stays valid until then (24 hours). */
  previousKeyValidUntil: timestampSchema.nullable(),
});
export type AccessKeys = z.infer<typeof accessKeysSchema>;
export const KEY_ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

const grantSoftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  cover: z.string().nullable(),
  version: z.string(),
  launchUrl: z.string().nullable(),
  vendor: z.object({ id: z.number().int(), name: z.string() }),
});

export const grantSchema = z.object({
  id: z.number().int(),
  soft: grantSoftSchema,
  status: z.enum(GRANT_STATUSES),
  seats: z.number().int().nullable(),
  /** The last day of use (inclusive); null: no end. */
  validUntil: z.iso.date().nullable(),
  /** Approved and not past `validUntil`. */
  valid: z.boolean(),
  reason: z.string().nullable(),
  /** The vendor's grant to its own software (given when it passes). */
  own: z.boolean(),
  createTime: timestampSchema,
  decidedAt: timestampSchema.nullable(),
});
export type Grant = z.infer<typeof grantSchema>;

export const grantQuerySchema = listQuerySchema(['id', 'createTime'] as const).extend({
  status: z.enum(GRANT_STATUSES, { error: '状态不正确' }).optional(),
  blurry: z.string().trim().max(50).optional(),
});
export type GrantQuery = z.infer<typeof grantQuerySchema>;

export const grantCreateSchema = z.object({ softId: z.number().int().positive() });

/** A request to use one of the caller's software, as its vendor sees it. */
export const grantRequestSchema = z.object({
  id: z.number().int(),
  soft: z.object({ id: z.number().int(), name: z.string() }),
  enterprise: z.object({ id: z.number().int(), name: z.string(), creditCode: z.string() }),
  status: z.enum(GRANT_STATUSES),
  seats: z.number().int().nullable(),
  validUntil: z.iso.date().nullable(),
  reason: z.string().nullable(),
  createTime: timestampSchema,
  decidedAt: timestampSchema.nullable(),
});
export type GrantRequest = z.infer<typeof grantRequestSchema>;

export const grantDecisionSchema = z
  .object({
    approved: z.boolean({ error: '请选择批准或拒绝' }),
    seats: z.number().int().min(1, '授权数量至少为1').max(100_000, '授权数量不能超过100000').optional(),
    validUntil: z.iso.date({ error: '有效期格式应为 YYYY-MM-DD' }).nullable().optional(),
    reason: z.string().trim().max(200, '原因不能超过200个字符').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.approved && value.seats === undefined) {
      ctx.addIssue({ code: 'custom', path: ['seats'], message: '批准时请填写授权数量' });
    }
    if (!value.approved && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: '拒绝时请填写原因' });
    }
  });
export type GrantDecision = z.infer<typeof grantDecisionSchema>;
