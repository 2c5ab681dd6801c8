import { z } from 'zod';

import {
  booleanQuerySchema,
  dateRangeSchema,
  listQuerySchema,
  timestampSchema,
} from '../common/list-query.js';
import { CREDIT_CODE_MESSAGE, validCreditCode, validMobile } from '../validation/validate.js';
import { ENTERPRISE_STATUSES, REJECT_REASON_REQUIRED } from './enterprise.constants.js';

export const creditCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .length(18, '统一社会信用代码为18位')
  // The length has its own message; the check character is looked at only on 18 characters.
  .refine((v) => v.length !== 18 || validCreditCode(v), CREDIT_CODE_MESSAGE);

export const enterpriseNameSchema = z
  .string()
  .trim()
  .min(2, '企业名称至少2个字符')
  .max(100, '企业名称不能超过100个字符');

/** What registration asks of a new enterprise; the rest is filled in later in 企业信息. */
export const enterpriseSignUpSchema = z.object({ name: enterpriseNameSchema, creditCode: creditCodeSchema });

/** An enterprise as the back office and its owner see it. */
export const enterpriseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  /** Value of dictionary `enterprise_type`. */
  type: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(ENTERPRISE_STATUSES),
  /** Why staff rejected it; shown to the enterprise user. */
  rejectReason: z.string().nullable(),
  enabled: z.boolean(),
  /** The type-2 account that registered it. */
  owner: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  createTime: timestampSchema,
  verifiedAt: timestampSchema.nullable(),
  verifiedBy: z.string().nullable(),
});
export type Enterprise = z.infer<typeof enterpriseSchema>;

export const ENTERPRISE_SORT_FIELDS = ['id', 'name', 'status', 'createTime'] as const;

export const enterpriseQuerySchema = listQuerySchema(ENTERPRISE_SORT_FIELDS).extend({
  /** Part of the name or the credit code. */
  blurry: z.string().trim().max(100).optional(),
  status: z.enum(ENTERPRISE_STATUSES, { error: '状态只能是 pending、verified 或 rejected' }).optional(),
  province: z.string().trim().max(32).optional(),
  city: z.string().trim().max(32).optional(),
  enabled: booleanQuerySchema,
  createTime: dateRangeSchema,
});
export type EnterpriseQuery = z.infer<typeof enterpriseQuerySchema>;

export const verifyBodySchema = z
  .object({
    approved: z.boolean({ error: '请选择通过或驳回' }),
    reason: z.string().trim().max(200, '原因不能超过200个字符').optional(),
  })
  .refine((v) => v.approved || (v.reason ?? '').length > 0, {
    message: REJECT_REASON_REQUIRED,
    path: ['reason'],
  });
export type VerifyBody = z.infer<typeof verifyBodySchema>;

export const enabledBodySchema = z.object({ enabled: z.boolean({ error: '请选择启用或停用' }) });

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).nullable().optional();

/** What an enterprise user may change of its own company (the code only until verified). */
export const companyBodySchema = z.object({
  name: enterpriseNameSchema,
  creditCode: creditCodeSchema,
  type: optionalText(32, '企业类型不正确'),
  province: optionalText(32, '省份不能超过32个字符'),
  city: optionalText(32, '城市不能超过32个字符'),
  address: optionalText(200, '地址不能超过200个字符'),
  contact: optionalText(50, '联系人不能超过50个字符'),
  phone: optionalText(20, '请输入正确的11位手机号码').refine(
    (v) => !v || validMobile(v),
    '请输入正确的11位手机号码',
  ),
  introduction: optionalText(2000, '企业简介不能超过2000个字符'),
  /** The `updateTime` the form was loaded with: a stale save answers 409. */
  updateTime: timestampSchema,
});
export type CompanyBody = z.infer<typeof companyBodySchema>;

export const companySchema = enterpriseSchema.omit({ owner: true, verifiedBy: true }).extend({
  /** Where the logo is served (`/file/<name>`), or null. */
  logo: z.string().nullable(),
  introduction: z.string().nullable(),
  updateTime: timestampSchema,
});
export type Company = z.infer<typeof companySchema>;
