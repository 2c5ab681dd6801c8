import type { ComponentType } from 'react';

/**
 * The centre's own pages, each loaded on its first visit. Kept out of routes.tsx on purpose: the
 * first load carries the route table, and with it the list of files every lazy page needs (the
 * bundler's preload map); from here, that list comes only when the centre is opened.
 */
export const centerPageLoaders = {
  company: async () => (await import('./pages/company-page')).CompanyPage,
  dept: async () => (await import('./pages/dept-page')).DeptPage,
  job: async () => (await import('./pages/job-page')).JobPage,
  worker: async () => (await import('./pages/worker-page')).WorkerPage,
  'worker-add': async () => (await import('./pages/worker-add-page')).WorkerAddPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type CenterPageKey = keyof typeof centerPageLoaders;
