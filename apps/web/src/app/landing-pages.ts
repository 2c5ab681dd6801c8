import type { getPortalSoft } from '@coalsim/contract';

import { paths } from '../config/paths';

/** A page a first visit often opens: its address paths and its lazy route modules (from apps/web). */
export interface LandingPage {
  paths: readonly string[];
  routeModules: readonly string[];
  /**
   * The API path (`:id` from the address's `?id=`) of the one record the page shows first, which
   * index.html asks for before the app's code arrives (`build/early-requests.ts`).
   */
  earlyRequest?: string;
}

/** antd's provider, around every page but a few that render none (`under-antd.ts`). */
const ANTD_ROUTE = 'src/app/antd-route.tsx';
const PORTAL_LAYOUT = 'src/app/layouts/portal-layout.tsx';

/**
 * The pages first visits most often open, declared once for the build: the home page and the
 * software centre get a first frame in index.html (`prerender.tsx`); all of them have their code
 * preloaded by the start-up script (`build/route-preloads.ts`); the portal's chunk holds the home
 * page and stays out of the sign-in and registration pages' first load (`build/closure-chunks.ts`).
 */
export const LANDING_PAGES = {
  home: {
    paths: [paths.root, paths.home],
    routeModules: [PORTAL_LAYOUT, 'src/app/portal/home-route.tsx'],
  },
  soft: {
    paths: [paths.soft],
    routeModules: [PORTAL_LAYOUT, ANTD_ROUTE, 'src/features/soft/pages/soft-list-page.tsx'],
  },
  // A shared link to a software opens here: no frame (its content is the server's), but its code
  // loads as early as the landing pages', and its data request starts with the page itself.
  softDetail: {
    paths: [paths.softDetail],
    routeModules: [PORTAL_LAYOUT, 'src/features/soft/pages/soft-detail-page.tsx'],
    earlyRequest: '/api/portal/soft/:id' satisfies (typeof getPortalSoft)['path'],
  },
  login: { paths: [paths.login], routeModules: ['src/features/auth/pages/login-page.tsx'] },
  register: {
    paths: [paths.register],
    routeModules: [ANTD_ROUTE, 'src/features/auth/pages/register-page.tsx'],
  },
} satisfies Record<string, LandingPage>;
