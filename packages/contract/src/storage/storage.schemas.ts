import { z } from 'zod';

import { dateRangeSchema, listQuerySchema, timestampSchema } from '../common/list-query.js';
import { FILE_CATEGORIES } from './storage.constants.js';

/** Where a file's bytes live: the server's disk (`DATA_DIR/files`) or the S3-compatible store. */
export const STORAGE_BACKENDS = ['local', 's3'] as const;
export type StorageBackend = (typeof STORAGE_BACKENDS)[number];

/** One stored file (存储管理). The stored name is random; the server path is never sent. */
export const storageFileSchema = z.object({
  id: z.number().int(),
  /** The display name given at upload (editable). */
  name: z.string(),
  /** The file's name as uploaded; downloads offer it. */
  realName: z.string(),
  /** The extension of the detected type, e.g. `png`, `pdf`. */
  suffix: z.string(),
  category: z.enum(FILE_CATEGORIES),
  /** The detected media type, e.g. `image/png`. */
  mimeType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  backend: z.enum(STORAGE_BACKENDS),
  /** Where the file is served, e.g. `/file/3f9c….png`. */
  url: z.string(),
  createBy: z.string().nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type StorageFile = z.infer<typeof storageFileSchema>;

export const STORAGE_SORT_FIELDS = ['id', 'name', 'size', 'createTime'] as const;

export const storageQuerySchema = listQuerySchema(STORAGE_SORT_FIELDS).extend({
  /** Part of the display name or the uploaded name. */
  blurry: z.string().trim().max(100).optional(),
  category: z.enum(FILE_CATEGORIES, { error: '文件类型只能是 图片、文档、压缩包 或 其他' }).optional(),
  createTime: dateRangeSchema,
});
export type StorageQuery = z.infer<typeof storageQuerySchema>;

export const storageRenameSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(1, '请输入文件名称').max(100, '文件名称不能超过100个字符'),
});
export type StorageRename = z.infer<typeof storageRenameSchema>;

/** The S3-compatible store as configured by the environment (secrets never leave the server). */
export const s3ConfigSchema = z.object({
  /** false: `STORAGE` is `local`; uploads at `api/qiNiuContent` are refused. */
  configured: z.boolean(),
  endpoint: z.string().nullable(),
  bucket: z.string().nullable(),
  region: z.string().nullable(),
});
export type S3Config = z.infer<typeof s3ConfigSchema>;
