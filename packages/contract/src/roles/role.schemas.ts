import { z } from 'zod';

import { dateRangeSchema, idRefSchema, listQuerySchema, timestampSchema } from '../common/list-query.js';
import { ROLE_LEVEL } from './role.constants.js';

export const roleBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  description: z.string().nullable(),
});
export type RoleBrief = z.infer<typeof roleBriefSchema>;

export const roleSchema = roleBriefSchema.extend({
  createTime: timestampSchema,
  /** The menus, pages and buttons of the role. */
  menus: z.array(z.object({ id: z.number().int() })),
});
export type Role = z.infer<typeof roleSchema>;

export const ROLE_SORT_FIELDS = ['id', 'name', 'level', 'createTime'] as const;

export const roleQuerySchema = listQuerySchema(ROLE_SORT_FIELDS).extend({
  /** Part of the name or the description. */
  blurry: z.string().trim().max(100).optional(),
  createTime: dateRangeSchema,
});
export type RoleQuery = z.infer<typeof roleQuerySchema>;

export const roleBodySchema = z.object({
  name: z.string().trim().min(1, '请输入角色名称').max(100, '角色名称不能超过100个字符'),
  level: z
    .number()
    .int()
    .min(ROLE_LEVEL.strongest, `角色级别须在${ROLE_LEVEL.strongest}到${ROLE_LEVEL.weakest}之间`)
    .max(ROLE_LEVEL.weakest, `角色级别须在${ROLE_LEVEL.strongest}到${ROLE_LEVEL.weakest}之间`)
    .default(ROLE_LEVEL.default),
  description: z
    .string()
    .trim()
    .max(255, '描述不能超过255个字符')
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type RoleBody = z.infer<typeof roleBodySchema>;

export const roleUpdateBodySchema = roleBodySchema.extend({ id: z.number().int().positive() });
export type RoleUpdateBody = z.infer<typeof roleUpdateBodySchema>;

export const roleMenusBodySchema = z.object({
  id: z.number().int().positive(),
  menus: z.array(idRefSchema).max(5000),
});
export type RoleMenusBody = z.infer<typeof roleMenusBodySchema>;

export const roleLevelSchema = z.object({ level: z.number().int() });
