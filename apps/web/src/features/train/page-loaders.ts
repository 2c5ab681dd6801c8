import type { ComponentType } from 'react';

/**
 * The training pages, each loaded on its first visit; out of routes.tsx so that the first load
 * does not carry their preload lists (see features/center/page-loaders.ts).
 */
export const trainPageLoaders = {
  layout: async () => (await import('./pages/train-pages')).TrainLayout,
  plans: async () => (await import('./pages/plan-list-page')).TrainPlanPage,
  planDetail: async () => (await import('./pages/plan-detail-page')).TrainPlanDetailPage,
  records: async () => (await import('./pages/record-list-page')).TrainRecordPage,
  launches: async () => (await import('./pages/launch-list-page')).TrainLaunchPage,
  mine: async () => (await import('./pages/my-train-page')).MyTrainPage,
  cert: async () => (await import('./pages/cert-page')).CertPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type TrainPageKey = keyof typeof trainPageLoaders;
