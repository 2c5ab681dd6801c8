import { z } from 'zod';

import { pageQuerySchema } from '../common/pagination.js';

export const SOFT_SORTS = ['newest', 'views', 'likes'] as const;

export const softListQuerySchema = pageQuerySchema.omit({ sort: true }).extend({
  size: z.coerce.number().int().min(1).max(100).default(12),
  keyword: z.string().trim().max(50, '关键词不能超过50个字符').optional(),
  /** A value of dictionary `soft_category`. */
  category: z.string().trim().max(32).optional(),
  sort: z.enum(SOFT_SORTS, { error: '排序方式只能是 newest、views 或 likes' }).default('newest'),
});
export type SoftListQuery = z.infer<typeof softListQuerySchema>;

export const vendorSchema = z.object({ id: z.number().int(), name: z.string() });

export const SOFT_GRANT_STATES = ['pending', 'granted'] as const;
export type SoftGrantState = (typeof SOFT_GRANT_STATES)[number];

export const softCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  cover: z.string().nullable(),
  summary: z.string(),
  version: z.string(),
  vendor: vendorSchema,
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  collectCount: z.number().int(),
  publishedAt: z.iso.datetime().nullable(),
});
export type SoftCard = z.infer<typeof softCardSchema>;

export const softDetailSchema = softCardSchema.extend({
  /** Sanitised HTML (the server's rich-text allow-list); render it as HTML. */
  description: z.string(),
  screenshots: z.array(z.string()),
  launchUrl: z.string().nullable(),
  /** The signed-in user's own marks; false when signed out. */
  liked: z.boolean(),
  collected: z.boolean(),
  /**
   * The signed-in enterprise's (or its staff's) right to use it: `pending` while its 申请使用
   * waits for the vendor, `granted` for its own software or a grant still valid; null for none
   * (a rejected or expired one may be asked again), and when the caller is no enterprise's.
   */
  grant: z.enum(SOFT_GRANT_STATES).nullable(),
});
export type SoftDetail = z.infer<typeof softDetailSchema>;

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'id 必须是数字' })
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const likeResultSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export const collectResultSchema = z.object({ collected: z.boolean(), collectCount: z.number().int() });

export const portalStatsSchema = z.object({
  softCount: z.number().int(),
  vendorCount: z.number().int(),
  enterpriseCount: z.number().int(),
  userCount: z.number().int(),
  newsCount: z.number().int(),
});
export type PortalStats = z.infer<typeof portalStatsSchema>;

/** The footer's texts, set by the operator (SITE_* variables). */
export const siteInfoSchema = z.object({
  /** 主办单位 line. */
  hostText: z.string(),
  /** Years after ©, e.g. `2018-2022`. */
  copyrightYears: z.string(),
  /** ICP 备案号, linked to the registration authority; null: none granted, none shown. */
  filingNumber: z.string().nullable(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
