import { permissions, SUPER_ADMIN } from '@coalsim/contract';

const { assess } = permissions;

/**
 * What the assessment workspace needs, 'admin' listed explicitly (eladmin's way: the client has no
 * implicit bypass). The server checks the same strings. 考核评分 needs none: any account linked to
 * an expert scores there.
 */
export const ASSESS_PERMISSIONS = {
  list: [SUPER_ADMIN, assess.list],
  add: [SUPER_ADMIN, assess.add],
  edit: [SUPER_ADMIN, assess.edit],
  del: [SUPER_ADMIN, assess.del],
  /** 关联账号's search answers either. */
  accounts: [SUPER_ADMIN, assess.add, assess.edit],
} as const;
