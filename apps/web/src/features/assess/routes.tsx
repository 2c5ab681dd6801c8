import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';
import type { AssessPageKey } from './pages/assess-pages';

const PAGES: ReadonlyArray<{ key: AssessPageKey; title: string }> = [
  { key: 'assess', title: '考核列表' },
  { key: 'team', title: '考核团队' },
  { key: 'teamDetail', title: '成员管理' },
  { key: 'score', title: '考核评分' },
  { key: 'room', title: '考核房间' },
];

/** /assess → /assess/assess, and its five pages (spec §2), inside the section's frame. */
export const assessRoutes: RouteObject[] = [
  {
    path: paths.assess,
    lazy: async () => ({ Component: (await import('./pages/assess-pages')).AssessLayout }),
    children: [
      { index: true, element: <Navigate to={`${paths.assess}/assess`} replace /> },
      ...PAGES.map(({ key, title }): RouteObject => ({
        path: key,
        handle: { title } satisfies RouteHandle,
        lazy: async () => {
          const { AssessPlanned } = await import('./pages/assess-pages');
          return { element: <AssessPlanned id={key} /> };
        },
      })),
    ],
  },
];
