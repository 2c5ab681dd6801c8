import type { RouteObject } from 'react-router-dom';

import { paths } from '../../config/paths';
import type { RouteHandle } from '../../lib/route-handle';

/**
 * /assess → 考核列表 (staff) or 考核评分 (experts), and its five pages (spec §2) inside the
 * section's frame. Every page loads with its own code: this table is in the first-load chunk.
 */
export const assessRoutes: RouteObject[] = [
  {
    path: paths.assess,
    lazy: async () => ({ Component: (await import('./pages/assess-pages')).AssessLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/assess-pages')).AssessHome }),
      },
      {
        path: 'assess',
        handle: { title: '考核列表' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./pages/assess-list-page')).AssessListPage }),
      },
      {
        path: 'team',
        handle: { title: '考核团队' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./pages/teams-page')).TeamsPage }),
      },
      {
        path: 'teamDetail',
        handle: { title: '成员管理' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./pages/team-detail-page')).TeamDetailPage }),
      },
      {
        path: 'score',
        handle: { title: '考核评分' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./pages/score-page')).ScorePage }),
      },
      {
        path: 'room',
        handle: { title: '考核房间' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./pages/rooms-page')).RoomsPage }),
      },
    ],
  },
];
