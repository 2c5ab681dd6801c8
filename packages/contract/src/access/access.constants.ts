// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/**
 * 软件接入: a vendor's application to publish one of its software. Each submit makes a new
 * application; an assessment decides it. On a pass the vendor issues an app key and secret, which
 * the software uses to sign what it reports through the open API.
 */
export const ACCESS_STATUSES = ['submitted', 'assessing', 'passed', 'rejected'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];
export const ACCESS_STATUS_LABELS: Record<AccessStatus, string> = {
  submitted: '已提交',
  assessing: '考核中',
  passed: '已通过',
  rejected: '已驳回',
};

/** 申请使用: an enterprise's right to use a published software, granted by its vendor. */
export const GRANT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];
export const GRANT_STATUS_LABELS: Record<GrantStatus, string> = {
  pending: '待审批',
  approved: '已批准',
  rejected: '已拒绝',
};
