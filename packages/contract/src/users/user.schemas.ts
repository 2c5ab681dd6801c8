import { z } from 'zod';

import { enterpriseRefSchema, profileBodySchema } from '../auth/auth.schemas.js';
import { passwordSchema, usernameSchema } from '../auth/register.endpoints.js';
import {
  booleanQuerySchema,
  dateRangeSchema,
  idRefSchema,
  listQuerySchema,
  timestampSchema,
} from '../common/list-query.js';
import { roleBriefSchema } from '../roles/role.schemas.js';
import { ACCOUNT_TYPE } from './user.constants.js';

/** A user as the admin pages see it; never a password or its hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  /** Account type: 1 platform staff, 2 enterprise user, 3 individual user. */
  role: z.number().int(),
  enterprise: enterpriseRefSchema.nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  avatarName: z.string().nullable(),
  enabled: z.boolean(),
  /** The super admin: passes every permission check. */
  isAdmin: z.boolean(),
  roles: z.array(roleBriefSchema),
  createTime: timestampSchema,
  pwdResetTime: timestampSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** A generated password is shown once, in the answer that made it, and never again. */
export const createdUserSchema = userSchema.extend({ initialPassword: z.string().optional() });
export type CreatedUser = z.infer<typeof createdUserSchema>;

export const passwordResetSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  initialPassword: z.string(),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const USER_SORT_FIELDS = ['id', 'username', 'nickName', 'enabled', 'role', 'createTime'] as const;

export const userQuerySchema = listQuerySchema(USER_SORT_FIELDS).extend({
  /** Part of the username, nickname, email or phone. */
  blurry: z.string().trim().max(100).optional(),
  enabled: booleanQuerySchema,
  createTime: dateRangeSchema,
  /** Users holding this RBAC role. */
  roleId: z.coerce.number().int().positive().optional(),
  /** Account type. */
  role: z.coerce.number().int().min(1).max(3, '账号类型只能是1、2或3').optional(),
});
export type UserQuery = z.infer<typeof userQuerySchema>;

const accountType = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: '账号类型只能是平台人员、企业用户或个人用户',
});
const { phone, email, gender } = profileBodySchema.shape;

const editable = {
  nickName: z.string().trim().min(1, '请输入昵称').max(30, '昵称不能超过30个字符'),
  role: accountType.default(ACCOUNT_TYPE.staff),
  email,
  phone,
  gender,
  enabled: z.boolean().default(true),
  /** RBAC roles; only platform staff hold any. */
  roles: z.array(idRefSchema).max(50).default([]),
};

export const userCreateBodySchema = z.object({
  username: usernameSchema,
  ...editable,
  /** Empty or absent: the server generates a strong one and returns it once. */
  password: z
    .union([z.literal(''), passwordSchema])
    .nullable()
    .optional(),
});
export type UserCreateBody = z.infer<typeof userCreateBodySchema>;

export const userUpdateBodySchema = z.object({ id: z.number().int().positive(), ...editable });
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;
