import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';
import type { AssessPageKey } from './page-loaders';

/** A route's `lazy` that loads its page through page-loaders.ts (kept out of the first load). */
export const lazyAssessPage = (key: AssessPageKey) => async () => ({
  Component: await (await import('./page-loaders')).assessPageLoaders[key](),
});

const PAGES: ReadonlyArray<{ key: AssessPageKey; title: string }> = [
  { key: 'assess', title: '考核列表' },
  { key: 'team', title: '考核团队' },
  { key: 'teamDetail', title: '成员管理' },
  { key: 'score', title: '考核评分' },
  { key: 'room', title: '考核房间' },
];

/**
 * /assess → 考核列表 (staff) or 考核评分 (experts), and its five pages (spec §2) inside the
 * section's frame, each loaded on its first visit.
 */
export const assessRoutes: RouteObject[] = [
  {
    path: paths.assess,
    lazy: lazyAssessPage('layout'),
    children: [
      { index: true, lazy: lazyAssessPage('home') },
      ...PAGES.map(({ key, title }): RouteObject => ({
        path: key,
        handle: { title } satisfies RouteHandle,
        lazy: lazyAssessPage(key),
      })),
    ],
  },
];
