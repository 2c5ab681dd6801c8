import { z } from 'zod';

import { pageQuerySchema } from '../common/pagination.js';

export const newsListQuerySchema = pageQuerySchema.omit({ sort: true }).extend({
  size: z.coerce.number().int().min(1).max(100).default(10),
  keyword: z.string().trim().max(50, '关键词不能超过50个字符').optional(),
  /** A value of dictionary `news_type`. */
  category: z.string().trim().max(32).optional(),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  cover: z.string().nullable(),
  summary: z.string(),
  author: z.string(),
  publishedAt: z.iso.datetime().nullable(),
  views: z.number().int(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

export const newsDetailSchema = newsCardSchema.extend({
  /** Plain text; paragraphs are separated by blank lines. */
  content: z.string(),
  previous: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;
