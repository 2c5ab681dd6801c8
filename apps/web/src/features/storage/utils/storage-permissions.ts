import { permissions, SUPER_ADMIN } from '@coalsim/contract';

const { storage } = permissions;

/**
 * What 存储管理's buttons need, 'admin' listed explicitly (eladmin's way: the client has no
 * implicit bypass). The server checks the same strings.
 */
export const STORAGE_PERMISSIONS = {
  /** 上传, locally and to S3. */
  add: [SUPER_ADMIN, storage.add],
  /** 编辑: the display name. */
  edit: [SUPER_ADMIN, storage.edit],
  del: [SUPER_ADMIN, storage.del],
} as const;
