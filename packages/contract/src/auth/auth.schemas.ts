import { z } from 'zod';

import { ENTERPRISE_STATUSES } from '../enterprise/enterprise.constants.js';
import { validEmail, validMobile } from '../validation/validate.js';
import { passwordSchema } from './register.endpoints.js';

export const enterpriseRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One's own enterprise: its verification too, so the portal can say why it was rejected. */
export const ownEnterpriseSchema = enterpriseRefSchema.extend({
  status: z.enum(ENTERPRISE_STATUSES),
  rejectReason: z.string().nullable(),
});

/** The signed-in user as the client sees it: no hash, no server path, ever. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  /** Account type: 1 platform staff, 2 enterprise user, 3 individual user. */
  role: z.number().int(),
  avatarName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  enterprise: ownEnterpriseSchema.nullable(),
  /** For a staff member's account (type 3 opened by an enterprise): where they work, read-only. */
  worker: z
    .object({ employeeNo: z.string(), dept: z.string().nullable(), post: z.string().nullable() })
    .nullable()
    .optional(),
  /** An individual account (type 3) on an expert team: 考核中心 opens at 考核评分 for it. */
  expert: z.boolean().optional(),
  /** Permission strings: `admin` for the super admin, `ROLE_SYSTEM_DEFAULT` when none. */
  roles: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginBodySchema = z.object({
  username: z.string().trim().min(1, '请输入用户名').max(64),
  password: z.string().min(1, '请输入密码').max(128),
  code: z.string().max(16).optional(),
  uuid: z.string().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResultSchema = z.object({
  /** `Bearer <opaque token>`: sent back verbatim in the Authorization header. */
  token: z.string(),
  user: currentUserSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const profileBodySchema = z.object({
  nickName: z.string().trim().min(1, '请输入昵称').max(30, '昵称不能超过30个字符'),
  gender: z.enum(['男', '女'], { error: '性别只能是男或女' }).nullable().optional(),
  phone: optionalText(20).refine((v) => !v || validMobile(v), '请输入正确的11位手机号码'),
  email: optionalText(254).refine((v) => !v || validEmail(v), '请输入正确的邮箱地址'),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

export const passwordConfirmSchema = z.object({ password: z.string().min(1, '请输入密码').max(128) });

export const updatePassBodySchema = z.object({
  oldPass: z.string().min(1, '请输入旧密码').max(128),
  newPass: passwordSchema,
});

export const avatarResultSchema = z.object({ avatar: z.string() });
