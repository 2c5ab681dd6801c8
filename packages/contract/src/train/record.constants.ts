// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/** manual: entered on 培训记录 (editable); reported: sent by the software (read-only). */
export const TRAIN_RECORD_SOURCES = ['manual', 'reported'] as const;
export type TrainRecordSource = (typeof TRAIN_RECORD_SOURCES)[number];
export const TRAIN_RECORD_SOURCE_LABELS: Record<TrainRecordSource, string> = {
  manual: '手工录入',
  reported: '软件上报',
};
