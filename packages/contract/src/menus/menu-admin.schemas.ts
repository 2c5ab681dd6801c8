import { z } from 'zod';

import { dateRangeSchema, listQuerySchema, timestampSchema } from '../common/list-query.js';

/** A menu as the admin pages see it (eladmin's MenuDto), with the tree table's computed fields. */
export const menuSchema = z.object({
  id: z.number().int(),
  /** null at the top level. */
  pid: z.number().int().nullable(),
  subCount: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  componentName: z.string().nullable(),
  component: z.string().nullable(),
  path: z.string().nullable(),
  iFrame: z.boolean(),
  cache: z.boolean(),
  hidden: z.boolean(),
  icon: z.string().nullable(),
  menuSort: z.number().int(),
  permission: z.string().nullable(),
  createTime: timestampSchema,
  hasChildren: z.boolean(),
  leaf: z.boolean(),
  /** = title, for tree pickers. */
  label: z.string(),
});
export type Menu = z.infer<typeof menuSchema>;

export type MenuTree = Menu & { children?: MenuTree[] | undefined };
export const menuTreeSchema: z.ZodType<MenuTree> = z.lazy(() =>
  menuSchema.extend({ children: z.array(menuTreeSchema).optional() }),
);

export const MENU_SORT_FIELDS = ['id', 'menuSort', 'title', 'createTime'] as const;

export const menuQuerySchema = listQuerySchema(MENU_SORT_FIELDS).extend({
  /** Part of the title. */
  title: z.string().trim().max(100).optional(),
  /** Part of the title, component or permission. */
  blurry: z.string().trim().max(100).optional(),
  createTime: dateRangeSchema,
});
export type MenuQuery = z.infer<typeof menuQuerySchema>;

/** Empty text is "not set". */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => v || null);

export const menuBodySchema = z.object({
  type: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '菜单类型只能是目录、菜单或按钮' }),
  title: z.string().trim().min(1, '请输入菜单标题').max(100, '菜单标题不能超过100个字符'),
  /** Absent, null or 0: top level. */
  pid: z
    .number()
    .int()
    .min(0)
    .nullable()
    .optional()
    .transform((v) => v || null),
  menuSort: z.number().int().min(0, '排序不能小于0').max(99_999).default(999),
  componentName: optionalText(100, '组件名称不能超过100个字符'),
  component: optionalText(255, '组件路径不能超过255个字符'),
  path: optionalText(255, '路由地址不能超过255个字符'),
  icon: optionalText(100, '图标名称不能超过100个字符'),
  permission: optionalText(255, '权限标识不能超过255个字符'),
  iFrame: z.boolean().default(false),
  cache: z.boolean().default(false),
  hidden: z.boolean().default(false),
});
export type MenuBody = z.infer<typeof menuBodySchema>;

export const menuUpdateBodySchema = menuBodySchema.extend({ id: z.number().int().positive() });
export type MenuUpdateBody = z.infer<typeof menuUpdateBodySchema>;
