import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { paths } from '../config/paths';
import { settings } from '../config/settings';
import { HomePage } from '../features/portal/pages/home-page';
import { SoftListPage } from '../features/soft/pages/soft-list-page';
import { AntdProvider } from './antd-provider';
import { LANDING_PAGES } from './landing-pages';
import type { LandingPage } from './landing-pages';
import { PortalLayout } from './layouts/portal-layout';
import { AllAppComponents, PublicPageComponents } from './prerender-components';
import { AppProvider } from './provider';

// Build time only: `build/prerender.ts` renders this module in Node, and its results go into
// index.html. What it renders must render without a browser (no `window` during render, as React
// already asks): the build fails otherwise, rather than ship a page unlike the app.

/**
 * The stylesheets of the first-visit components, with the app's providers and theme, as antd's
 * server-side extraction writes them: ending with the list of style paths they hold, which antd
 * reads on start-up to skip computing and inserting those styles (`build/antd-static-styles.ts`).
 */
export function renderFirstVisitStyles(): string {
  return extractedStyles(<PublicPageComponents />);
}

/**
 * The same for every antd component the app uses, for the pages that are not public (the personal
 * centre, the back office): a second file, which holds the first one's styles too and the list of
 * all the style paths (`build/antd-static-styles.ts`, `antd-styles.ts`).
 */
export function renderAppStyles(): string {
  return extractedStyles(<AllAppComponents />);
}

function extractedStyles(components: ReactElement): string {
  const cache = createCache();
  renderToStaticMarkup(
    <StyleProvider cache={cache}>
      <AppProvider>
        <AntdProvider>{components}</AntdProvider>
      </AppProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}

/** A page whose first frame index.html carries (`build/landing-frame.ts`). */
export interface FrameSpec {
  name: string;
  /**
   * Where it is shown: where the app would render this same frame first, for a visitor without a
   * session (no token cookie). Anyone else, and any other address (a list with filters in its
   * query included), keeps the plain splash, never a page that is not theirs.
   */
  hashes: string[];
  /** Its lazy route modules, whose stylesheets the frame's stylesheet holds. */
  routeModules: readonly string[];
  /** The route it renders, and its page as the app renders it before any data has arrived. */
  path: string;
  page: ReactElement;
}

/** A page's addresses as `location.hash` spells them, the bare address for the root. */
function hashesOf({ paths: pagePaths }: LandingPage): string[] {
  return pagePaths.flatMap((path) => (path === paths.root ? ['', '#', '#/'] : [`#${path}`, `#${path}/`]));
}

/** The home page (or the bare address, which leads there) and the software centre. */
export const FRAMES: FrameSpec[] = [
  {
    name: 'home',
    hashes: hashesOf(LANDING_PAGES.home),
    routeModules: LANDING_PAGES.home.routeModules,
    path: paths.home,
    page: <HomePage featuredSoft={null} newestSoft={null} latestNews={null} />,
  },
  {
    name: 'soft',
    hashes: hashesOf(LANDING_PAGES.soft),
    routeModules: LANDING_PAGES.soft.routeModules,
    path: paths.soft,
    // Under antd's provider, as in the app (`under-antd.ts`); the home page renders no antd.
    page: (
      <AntdProvider>
        <SoftListPage />
      </AntdProvider>
    ),
  },
];

export const FRAME_TOKEN_COOKIE = settings.tokenCookieName;

/**
 * A page's first frame, as a visitor without a session sees it before any data has arrived
 * (header, the page's banner and placeholders, footer below the fold), with the same components,
 * providers and theme as the app. `html` goes into index.html so that a slow phone shows the page
 * before its scripts have arrived; `css` holds the antd theme variables its components use, which
 * the browser would otherwise only write once React runs.
 */
export function renderFrame(frame: FrameSpec): { html: string; css: string } {
  const cache = createCache();
  const html = renderToStaticMarkup(
    <StyleProvider cache={cache}>
      <AppProvider>
        <MemoryRouter initialEntries={[frame.path]}>
          <Routes>
            <Route element={<PortalLayout />}>
              <Route path={frame.path} element={frame.page} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AppProvider>
    </StyleProvider>,
  );
  return { html, css: extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }) };
}

export { renderSessionFrame, SESSION_FRAMES } from './prerender-session';
