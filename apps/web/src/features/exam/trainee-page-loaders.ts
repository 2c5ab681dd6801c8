import type { ComponentType } from 'react';

/**
 * The trainee's exam pages, each loaded on its first visit; out of trainee-routes.tsx so that
 * the first load does not carry their preload lists (see features/train/page-loaders.ts).
 */
export const traineeExamPageLoaders = {
  mine: async () => (await import('./pages/my-exam-page')).MyExamPage,
  take: async () => (await import('./pages/exam-take-page')).ExamTakePage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type TraineeExamPageKey = keyof typeof traineeExamPageLoaders;
