import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { paths } from '../config/paths';
import { settings } from '../config/settings';
import { HomePage } from '../features/portal/pages/home-page';
import { PortalLayout } from './layouts/portal-layout';
import { AppProvider } from './provider';

/**
 * Where the frame is shown: where the app would render this same frame first, i.e. the home page
 * (or the bare address, which leads there), for a visitor without a session (no token cookie).
 * Anyone else keeps the plain splash, never a page that is not theirs.
 */
export const LANDING = {
  hashes: ['', '#', '#/', `#${paths.home}`, `#${paths.home}/`],
  tokenCookie: settings.tokenCookieName,
};

/**
 * Build time only (`build/landing-frame.ts` renders it in Node): the home page's first frame, as a
 * visitor without a session sees it before any data has arrived (header, hero, footer below the
 * fold), with the same components, providers and theme as the app. `html` goes into index.html so
 * that a slow phone shows the landing before its scripts have arrived; `css` holds the antd theme
 * variables its components use, which the browser would otherwise only write once React runs.
 * The components it renders must render without a browser (no `window` during render, as React
 * already asks): the build fails otherwise, rather than ship a frame unlike the page.
 */
export function renderLandingFrame(): { html: string; css: string } {
  const cache = createCache();
  const html = renderToStaticMarkup(
    <StyleProvider cache={cache}>
      <AppProvider>
        <MemoryRouter initialEntries={[paths.home]}>
          <Routes>
            <Route element={<PortalLayout />}>
              <Route
                path={paths.home}
                element={<HomePage featuredSoft={null} newestSoft={null} latestNews={null} />}
              />
            </Route>
          </Routes>
        </MemoryRouter>
      </AppProvider>
    </StyleProvider>,
  );
  return { html, css: extractStyle(cache, { plain: true, types: ['token', 'cssVar'] }) };
}
