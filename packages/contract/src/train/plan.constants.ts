// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/**
 * draft: trainees still follow the selection; published: the trainee list is frozen and records
 * count towards it; finished: published and past its end (computed, never stored).
 */
export const TRAIN_PLAN_STATUSES = ['draft', 'published', 'finished'] as const;
export type TrainPlanStatus = (typeof TRAIN_PLAN_STATUSES)[number];
export const TRAIN_PLAN_STATUS_LABELS: Record<TrainPlanStatus, string> = {
  draft: '草稿',
  published: '进行中',
  finished: '已结束',
};
