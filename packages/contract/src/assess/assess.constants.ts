// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/**
 * 考核: one assessment of one access application by an expert team in a room. Each linked expert
 * scores every criterion 0–100; an expert's total is the weighted mean of their scores, the
 * assessment's total the mean of the experts' totals. Staff decide; the decision locks the scores.
 */
export const ASSESS_STATUSES = ['assessing', 'passed', 'rejected'] as const;
export type AssessStatus = (typeof ASSESS_STATUSES)[number];
export const ASSESS_STATUS_LABELS: Record<AssessStatus, string> = {
  assessing: '考核中',
  passed: '已通过',
  rejected: '未通过',
};
/** Experts' totals further apart than this are flagged for discussion. */
export const SCORE_SPREAD_LIMIT = 20;
