// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/** Verification of an enterprise by platform staff: starts pending, then verified or rejected. */
export const ENTERPRISE_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type EnterpriseStatus = (typeof ENTERPRISE_STATUSES)[number];
export const ENTERPRISE_STATUS_LABELS: Record<EnterpriseStatus, string> = {
  pending: '待审核',
  verified: '已认证',
  rejected: '未通过',
};

export const REJECT_REASON_REQUIRED = '驳回时请填写原因，企业用户会看到它';
