import type { ComponentType } from 'react';

/**
 * The exam module's portal pages, each loaded on its first visit; out of the route files so that
 * the first load does not carry their preload lists (see features/train/page-loaders.ts).
 */
export const examPageLoaders = {
  banks: async () => (await import('./pages/exam-pages')).TrainBankPage,
  questions: async () => (await import('./pages/exam-pages')).TrainQuestionPage,
  papers: async () => (await import('./pages/paper-list-page')).TrainPaperPage,
  exams: async () => (await import('./pages/exam-list-page')).TrainExamPage,
  results: async () => (await import('./pages/exam-results-page')).TrainExamResultsPage,
  mine: async () => (await import('./pages/my-exam-page')).MyExamPage,
  take: async () => (await import('./pages/exam-take-page')).ExamTakePage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type ExamPageKey = keyof typeof examPageLoaders;
