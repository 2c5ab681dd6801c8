import { z } from 'zod';

import { listQuerySchema, timestampSchema } from '../common/list-query.js';

const positiveId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

/** A deployment package: one version of a published software, rolled out by `update` commands. */
export const deployPackageSchema = z.object({
  id: z.number().int(),
  soft: z.object({ id: z.number().int(), name: z.string() }),
  version: z.string(),
  description: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createBy: z.string(),
  createTime: timestampSchema,
});
export type DeployPackage = z.infer<typeof deployPackageSchema>;

export const deployQuerySchema = listQuerySchema(['id', 'createTime'] as const).extend({
  softId: positiveId.optional(),
  /** Software name, version or file name. */
  blurry: z.string().trim().max(100).optional(),
});
export type DeployQuery = z.infer<typeof deployQuerySchema>;

/** The form fields of `POST api/deploy/upload`, besides `file`. */
export const deployUploadFieldsSchema = z.object({
  softId: positiveId,
  version: z
    .string()
    .trim()
    .min(1, '请输入版本号')
    .max(50, '版本号不能超过50个字符')
    .regex(/^[0-9A-Za-z][0-9A-Za-z._+-]*$/, '版本号只能包含字母、数字、点、加号、下划线和短横线，如 2.1.0'),
  description: z.string().trim().max(200, '说明不能超过200个字符').default(''),
});
export type DeployUploadFields = z.infer<typeof deployUploadFieldsSchema>;

/** Packages of the software an enterprise may use, newest first, for rolling out. */
export const centerPackageQuerySchema = z.object({ softId: positiveId.optional() });
