import { z } from 'zod';

import { booleanQuerySchema, listQuerySchema, timestampSchema } from '../common/list-query.js';

/**
 * An enterprise's organisation (企业中心): its departments as a tree and its posts (岗位). Every
 * row belongs to the caller's enterprise; another enterprise's ids answer 404.
 */

const nameSchema = (what: string) =>
  z.string().trim().min(1, `请输入${what}名称`).max(50, `${what}名称不能超过50个字符`);

const sortSchema = z
  .number({ error: '排序必须是0到9999的整数' })
  .int('排序必须是0到9999的整数')
  .min(0, '排序必须是0到9999的整数')
  .max(9999, '排序必须是0到9999的整数')
  .default(999);

/** The version a form was loaded with: a save against a newer one answers 409. */
const versionSchema = timestampSchema;

/** One department, without its sub-departments (what create and update answer). */
export const deptSchema = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Staff directly in this department (not its sub-departments). */
  workerCount: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type Dept = z.infer<typeof deptSchema>;

export interface DeptNode extends Dept {
  children?: DeptNode[];
}

/**
 * A node of the tree. Only ever used inside an array at the top of a response: the OpenAPI
 * generator can name a recursive schema's items, not a recursive root.
 */
export const deptNodeSchema: z.ZodType<DeptNode> = z.lazy(() =>
  deptSchema.extend({ children: z.array(deptNodeSchema).optional() }),
);

export const deptQuerySchema = z.object({
  /** Part of a name: the matching departments with their ancestors, so the tree stays a tree. */
  name: z.string().trim().max(50).optional(),
  enabled: booleanQuerySchema,
});
export type DeptQuery = z.infer<typeof deptQuerySchema>;

export const deptCreateSchema = z.object({
  name: nameSchema('部门'),
  /** null: a top-level department. */
  pid: z.number().int().positive().nullable().default(null),
  sort: sortSchema,
  enabled: z.boolean().default(true),
});
export type DeptCreate = z.infer<typeof deptCreateSchema>;

export const deptUpdateSchema = deptCreateSchema.extend({
  id: z.number().int().positive(),
  updateTime: versionSchema,
});
export type DeptUpdate = z.infer<typeof deptUpdateSchema>;

export const postSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Staff holding this post. */
  workerCount: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type Post = z.infer<typeof postSchema>;

export const POST_SORT_FIELDS = ['id', 'name', 'sort', 'createTime'] as const;

export const postQuerySchema = listQuerySchema(POST_SORT_FIELDS).extend({
  blurry: z.string().trim().max(50).optional(),
  enabled: booleanQuerySchema,
});
export type PostQuery = z.infer<typeof postQuerySchema>;

export const postCreateSchema = z.object({
  name: nameSchema('岗位'),
  sort: sortSchema,
  enabled: z.boolean().default(true),
});
export type PostCreate = z.infer<typeof postCreateSchema>;

export const postUpdateSchema = postCreateSchema.extend({
  id: z.number().int().positive(),
  updateTime: versionSchema,
});
export type PostUpdate = z.infer<typeof postUpdateSchema>;
