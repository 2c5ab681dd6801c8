import { z } from 'zod';

import { dateRangeSchema, idRefSchema, listQuerySchema, timestampSchema } from '../common/list-query.js';
import { DICT_NAME_MESSAGE } from './dict-admin.constants.js';

export const dictSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  createTime: timestampSchema,
});
export type Dict = z.infer<typeof dictSchema>;

export const DICT_SORT_FIELDS = ['id', 'name', 'createTime'] as const;

export const dictQuerySchema = listQuerySchema(DICT_SORT_FIELDS).extend({
  /** Part of the name or the description. */
  blurry: z.string().trim().max(100).optional(),
  createTime: dateRangeSchema,
});
export type DictQuery = z.infer<typeof dictQuerySchema>;

export const dictBodySchema = z.object({
  // The name is the key pages ask for (`dictName=soft_category`): code-like on purpose.
  name: z
    .string()
    .trim()
    .min(1, '请输入字典名称')
    .max(100, '字典名称不能超过100个字符')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, DICT_NAME_MESSAGE),
  description: z
    .string()
    .trim()
    .max(255, '描述不能超过255个字符')
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type DictBody = z.infer<typeof dictBodySchema>;

export const dictUpdateBodySchema = dictBodySchema.extend({ id: z.number().int().positive() });
export type DictUpdateBody = z.infer<typeof dictUpdateBodySchema>;

export const dictDetailBodySchema = z.object({
  label: z.string().trim().min(1, '请输入字典标签').max(100, '字典标签不能超过100个字符'),
  value: z.string().trim().min(1, '请输入字典值').max(100, '字典值不能超过100个字符'),
  dictSort: z.number().int().min(0, '排序不能小于0').max(99_999).default(999),
  dict: idRefSchema,
});
export type DictDetailBody = z.infer<typeof dictDetailBodySchema>;

export const dictDetailUpdateBodySchema = dictDetailBodySchema.extend({ id: z.number().int().positive() });
export type DictDetailUpdateBody = z.infer<typeof dictDetailUpdateBodySchema>;
