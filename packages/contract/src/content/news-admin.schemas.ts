import { z } from 'zod';

import { listQuerySchema, timestampSchema } from '../common/list-query.js';
import { fileUrlSchema, richTextSchema } from '../soft/soft-fields.schemas.js';
import { NEWS_STATUSES } from './news-admin.constants.js';

export const adminNewsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  cover: z.string().nullable(),
  summary: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  author: z.string(),
  status: z.enum(NEWS_STATUSES),
  publishedAt: timestampSchema.nullable(),
  views: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

export const adminNewsQuerySchema = listQuerySchema([
  'id',
  'publishedAt',
  'createTime',
  'views',
] as const).extend({
  blurry: z.string().trim().max(50).optional(),
  category: z.string().trim().max(32).optional(),
  status: z.enum(NEWS_STATUSES, { error: '状态不正确' }).optional(),
});
export type AdminNewsQuery = z.infer<typeof adminNewsQuerySchema>;

export const newsFieldsSchema = z.object({
  title: z.string().trim().min(1, '请输入标题').max(200, '标题不能超过200个字符'),
  /** A value of dictionary `news_type`. */
  category: z.string().trim().min(1, '请选择分类').max(32),
  cover: fileUrlSchema.nullable().default(null),
  summary: z.string().trim().min(1, '请输入摘要').max(400, '摘要不能超过400个字符'),
  content: richTextSchema.min(1, '请输入正文'),
  author: z.string().trim().min(1, '请输入作者').max(64, '作者不能超过64个字符'),
  status: z.enum(NEWS_STATUSES, { error: '状态不正确' }).default('draft'),
  /** When it shows as published; defaults to the moment it is first published. */
  publishedAt: timestampSchema.nullable().default(null),
});
export const newsUpdateSchema = newsFieldsSchema.extend({
  id: z.number().int().positive(),
  updateTime: timestampSchema,
});
export type NewsFields = z.infer<typeof newsFieldsSchema>;
export type NewsUpdate = z.infer<typeof newsUpdateSchema>;
