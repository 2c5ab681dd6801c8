import { z } from 'zod';

import { booleanQuerySchema, listQuerySchema, timestampSchema } from '../common/list-query.js';
import {
  LAUNCH_URL_MESSAGE,
  RICH_TEXT_MAX,
  SCREENSHOTS_MAX,
  SOFT_STATUSES,
} from './soft-fields.constants.js';

/** A stored file's URL as the storage service hands it out (`/file/<stored name>`). */
export const fileUrlSchema = z
  .string()
  .trim()
  .max(255)
  .regex(/^\/file\/[A-Za-z0-9._-]+$/, '图片须先通过上传接口上传');

export const launchUrlSchema = z
  .string()
  .trim()
  .max(500, '启动地址不能超过500个字符')
  // A host after the scheme, no whitespace: `javascript:`, `data:` and `//host` never pass.
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, LAUNCH_URL_MESSAGE);

export const richTextSchema = z.string().max(RICH_TEXT_MAX, '正文过长，请精简后再保存');

/** What a vendor writes about its software (create and update). */
export const softFieldsSchema = z.object({
  name: z.string().trim().min(1, '请输入软件名称').max(100, '软件名称不能超过100个字符'),
  /** A value of dictionary `soft_category`. */
  category: z.string().trim().min(1, '请选择软件分类').max(32),
  summary: z.string().trim().min(1, '请输入软件简介').max(300, '简介不能超过300个字符'),
  /** HTML from the editor; the server keeps only its allow-list. */
  description: richTextSchema.min(1, '请输入软件介绍'),
  version: z.string().trim().min(1, '请输入版本号').max(32, '版本号不能超过32个字符'),
  cover: fileUrlSchema.nullable().default(null),
  screenshots: z.array(fileUrlSchema).max(SCREENSHOTS_MAX, `截图最多${SCREENSHOTS_MAX}张`).default([]),
  launchUrl: launchUrlSchema.nullable().default(null),
  /** Values of dictionary `device_type`. */
  deviceTypes: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
});
export type SoftFields = z.infer<typeof softFieldsSchema>;

/** One software as its vendor and platform staff see it (any status). */
export const managedSoftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  summary: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  version: z.string(),
  cover: z.string().nullable(),
  screenshots: z.array(z.string()),
  launchUrl: z.string().nullable(),
  deviceTypes: z.array(z.string()),
  status: z.enum(SOFT_STATUSES),
  vendor: z.object({ id: z.number().int(), name: z.string() }),
  /** Why staff took it offline, or why its last assessment rejected it. */
  statusReason: z.string().nullable(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  collectCount: z.number().int(),
  publishedAt: timestampSchema.nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type ManagedSoft = z.infer<typeof managedSoftSchema>;

export const MANAGED_SOFT_SORT_FIELDS = ['id', 'name', 'createTime', 'updateTime', 'publishedAt'] as const;

export const managedSoftQuerySchema = listQuerySchema(MANAGED_SOFT_SORT_FIELDS).extend({
  /** Part of the name or summary. */
  blurry: z.string().trim().max(50).optional(),
  status: z.enum(SOFT_STATUSES, { error: '状态不正确' }).optional(),
  category: z.string().trim().max(32).optional(),
});
export type ManagedSoftQuery = z.infer<typeof managedSoftQuerySchema>;

export const softCreateSchema = softFieldsSchema;
export const softUpdateSchema = softFieldsSchema.extend({
  id: z.number().int().positive(),
  /** The version the form was loaded with: a save against a newer one answers 409. */
  updateTime: timestampSchema,
});
export type SoftUpdate = z.infer<typeof softUpdateSchema>;

/** 软件管理 (back office): every vendor's software. */
export const adminSoftQuerySchema = managedSoftQuerySchema.extend({
  enterpriseId: z.coerce.number().int().positive().optional(),
  /** Only software that has been published at least once. */
  everPublished: booleanQuerySchema,
});
export type AdminSoftQuery = z.infer<typeof adminSoftQuerySchema>;

export const offlineBodySchema = z.object({
  reason: z.string().trim().min(1, '请填写下架原因').max(200, '原因不能超过200个字符'),
});
