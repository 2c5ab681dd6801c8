import type { ExamPageKey } from './page-loaders';

/**
 * A route's `lazy` for one of the exam module's pages: the loaders come in their own chunk on the
 * first visit, so the route tables (in the first load) carry none of the pages' preload lists.
 */
export const lazyExamPage = (key: ExamPageKey) => async () => ({
  Component: await (await import('./page-loaders')).examPageLoaders[key](),
});
