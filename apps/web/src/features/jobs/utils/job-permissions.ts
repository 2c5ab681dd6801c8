import { permissions, SUPER_ADMIN } from '@coalsim/contract';

const { job } = permissions;

/**
 * What 定时任务's buttons need, 'admin' listed explicitly (eladmin's way: the client has no
 * implicit bypass). The server checks the same strings.
 */
export const JOB_PERMISSIONS = {
  add: [SUPER_ADMIN, job.add],
  /** 编辑, 暂停/恢复 and 立即执行. */
  edit: [SUPER_ADMIN, job.edit],
  del: [SUPER_ADMIN, job.del],
} as const;
