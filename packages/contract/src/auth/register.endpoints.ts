import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { enterpriseSignUpSchema } from '../enterprise/enterprise.schemas.js';
import { validUsername } from '../validation/validate.js';
import { PASSWORD_RULE_MESSAGE } from './register.constants.js';

export const passwordSchema = z
  .string()
  .min(8, PASSWORD_RULE_MESSAGE)
  .max(64, '密码不能超过64位')
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), PASSWORD_RULE_MESSAGE);

export const usernameSchema = z
  .string()
  .min(3, '用户名长度为3到20个字符')
  .max(20, '用户名长度为3到20个字符')
  .refine(validUsername, '用户名只能包含字母和数字，且不能为 admin 或 editor');

export const ENTERPRISE_REQUIRED = '企业用户注册须填写企业名称和统一社会信用代码';

export const registerBodySchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    /** 2 enterprise user, 3 individual user; staff accounts are created in the back office. */
    role: z.union([z.literal(2), z.literal(3)], { error: '请选择个人用户或企业用户' }),
    nickName: z.string().trim().min(1).max(30).optional(),
    /** Required for an enterprise user (role 2): the enterprise it registers, pending verification. */
    enterprise: enterpriseSignUpSchema.optional(),
    code: z.string().max(16).optional(),
    uuid: z.string().max(64).optional(),
  })
  .refine((b) => b.role !== 2 || b.enterprise !== undefined, {
    message: ENTERPRISE_REQUIRED,
    path: ['enterprise'],
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registeredUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  role: z.number().int(),
});

export const register = defineEndpoint({
  method: 'POST',
  path: '/auth/register',
  summary: '用户注册',
  description: 'Self-registration of an individual (role 3) or enterprise (role 2) account',
  access: 'public',
  rateLimit: { max: 10, perMs: 3_600_000 },
  body: registerBodySchema,
  responses: { 201: registeredUserSchema },
});
