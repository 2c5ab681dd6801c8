import { permissions, SUPER_ADMIN } from '@coalsim/contract';

const { enterprise } = permissions;

/**
 * What 企业管理's buttons need, 'admin' listed explicitly (eladmin's way: the client has no
 * implicit bypass). The server checks the same strings.
 */
export const ENTERPRISE_PERMISSIONS = {
  list: [SUPER_ADMIN, enterprise.list],
  /** 审核, 停用 and 启用. */
  edit: [SUPER_ADMIN, enterprise.edit],
} as const;
