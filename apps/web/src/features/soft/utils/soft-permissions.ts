import { permissions, SUPER_ADMIN } from '@coalsim/contract';

const { soft } = permissions;

/** What 软件管理's buttons need, 'admin' listed explicitly; the server checks the same strings. */
export const SOFT_PERMISSIONS = {
  list: [SUPER_ADMIN, soft.list],
  /** 下架 and 上架. */
  edit: [SUPER_ADMIN, soft.edit],
} as const;
