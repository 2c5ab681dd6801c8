import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { MenuVo } from '@coalsim/contract';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page, Request } from '@playwright/test';

import { inspectTables } from './list-tables';
import { motionSettled } from './settled';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export const WIDE = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A page to sweep: its path in the hash router and the name its menu gives it. */
export interface ListPage {
  path: string;
  title: string;
}

/**
 * The back office's pages as its sidebar has them: the signed-in user's `api/menus/build` tree,
 * containers (Layout, ParentView) passed through, hidden pages (details opened with an id) and
 * external links left out.
 */
export async function backOfficePages(request: APIRequestContext, token: string): Promise<ListPage[]> {
  const res = await request.get('/api/menus/build', { headers: { Authorization: token } });
  expect(res.ok(), await res.text()).toBe(true);
  const out: ListPage[] = [];
  const walk = (nodes: readonly MenuVo[], base: string) => {
    for (const node of nodes) {
      if (node.hidden || /^(https?:|mailto:|tel:)/.test(node.path)) continue;
      const full = node.path.startsWith('/') ? node.path : `${base.replace(/\/+$/, '')}/${node.path}`;
      if (node.children?.length) walk(node.children, full);
      else if (node.component && !['Layout', 'ParentView'].includes(node.component)) {
        out.push({ path: full, title: node.meta?.title ?? full });
      }
    }
  };
  walk((await res.json()) as MenuVo[], '/');
  return out;
}

/**
 * The page's requests in flight that a page waits for: its code (a lazy page's chunks) and its
 * API calls (an event stream never ends and is not one), so that a sweep looks at a page only
 * once it is there and its lists have answered.
 */
export function trackRequests(page: Page): () => string[] {
  const inFlight = new Set<Request>();
  const waitedFor = ['document', 'script', 'stylesheet', 'fetch', 'xhr'];
  page.on('request', (r) => void (waitedFor.includes(r.resourceType()) && inFlight.add(r)));
  page.on('requestfinished', (r) => void inFlight.delete(r));
  page.on('requestfailed', (r) => void inFlight.delete(r));
  return () => [...inFlight].map((r) => r.url());
}

/** Nothing loading: no request in flight, no spinner, skeleton or progress bar, nothing moving. */
export async function settled(page: Page, inFlight: () => string[]): Promise<void> {
  // What is still loading, named, so that a page that never settles says why.
  const loading = async () => [
    ...inFlight(),
    ...(await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '#nprogress, .ant-spin-spinning, .ant-skeleton-active, [role="status"][aria-label="页面加载中"]',
        ),
      ]
        // A page kept in the back office's cache is hidden, spinner and all, until shown again.
        .filter((el) => el.checkVisibility())
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`),
    )),
  ];
  await expect.poll(loading, { timeout: 30_000 }).toEqual([]);
  await motionSettled(page);
  // What the last frames set off (a query after a layout change) has finished too.
  await expect.poll(loading, { timeout: 30_000 }).toEqual([]);
}

/** The in-app links of the page's menus: the portal header's, the centre's and a section's tabs. */
export function menuLinks(page: Page): Promise<ListPage[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLAnchorElement>(
        'header nav[aria-label="主导航"] a[href^="#/"], nav[aria-label="个人中心菜单"] a[href^="#/"], main nav a[href^="#/"]',
      ),
    ].map((a) => ({ path: a.getAttribute('href')!.slice(1), title: (a.textContent ?? '').trim() })),
  );
}

/**
 * Runs in the page: whether the app shows `target` (or sent the visitor elsewhere). The menu link
 * to it is marked current (the portal's menus, react-router's NavLink), or the back office's
 * selected page tab names it; until then the screen may still be the previous page, or the
 * prerendered landing page of a first visit.
 */
function shown(target: ListPage): boolean {
  if (location.hash.slice(1).split('?')[0] !== target.path) return true;
  const links = document.querySelectorAll(`a[href="#${target.path}"][aria-current="page"]`);
  const tabs = [...document.querySelectorAll('[role="tablist"] [role="tab"][aria-selected="true"]')];
  return links.length > 0 || tabs.some((tab) => tab.textContent?.trim() === target.title);
}

/** The content tabs of the page (antd Tabs in the main area, not the back office's page tabs). */
function contentTabs(page: Page) {
  return page.locator('main [role="tab"]:visible');
}

export interface Sweep {
  /** Every page that showed a table, by the path it is shown at (after any redirect). */
  lists: { page: ListPage; tables: number }[];
  problems: string[];
}

const slug = (p: string) =>
  p
    .replace(/^\/+/, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/-+$/, '');

/**
 * Opens `target` at the page's current width and, unless it redirects to a page `seen` already,
 * inspects the tables of the page and of each of its content tabs; where there are any, saves a
 * full-page screenshot (e2e/screenshots/lists-<face>-<path>[-tab<n>]-<width>.png).
 */
export async function sweepPage(
  page: Page,
  inFlight: () => string[],
  face: string,
  target: ListPage,
  seen: Set<string>,
  sweep: Sweep,
): Promise<void> {
  const { width } = page.viewportSize()!;
  await page.goto(`/#${target.path}`);
  await expect.poll(() => page.evaluate(shown, target), { timeout: 30_000 }).toBe(true);
  await settled(page, inFlight);
  const here = new URL(page.url()).hash.slice(1).split('?')[0]!;
  if (seen.has(here)) return;
  seen.add(here);
  const tabs = await contentTabs(page).count();
  let tables = 0;
  for (let tab = 0; tab < Math.max(tabs, 1); tab++) {
    const tabLabel = tabs > 0 ? ` › ${await contentTabs(page).nth(tab).innerText()}` : '';
    if (tabs > 0 && (await contentTabs(page).nth(tab).getAttribute('aria-selected')) !== 'true') {
      await contentTabs(page).nth(tab).click();
      await settled(page, inFlight);
    }
    const report = await inspectTables(page, { reach: width >= WIDE.width });
    const where = `${face} ${target.title}${tabLabel} (${here}) @${width}`;
    sweep.problems.push(...report.problems.map((p) => `${where}: ${p}`));
    if (report.tables === 0) continue;
    tables += report.tables;
    mkdirSync(SCREENSHOTS, { recursive: true });
    const name = `lists-${face}-${slug(here)}${tabs > 1 ? `-tab${tab + 1}` : ''}-${width}.png`;
    await page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
  }
  if (tables > 0 && !sweep.lists.some((l) => l.page.path === here)) {
    sweep.lists.push({ page: { path: here, title: target.title }, tables });
  }
}
