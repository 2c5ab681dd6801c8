import type { MenuVo } from '@coalsim/contract';
import { expect, test, type Browser, type Page } from '@playwright/test';

import { apiSignIn, TOKEN_COOKIE } from '../../support/session';

/**
 * Issue 44 §4: a page opened cold in a new tab requests at most this many scripts before its first
 * API call (a portal-centre page used to request about 70, and its first render waited for all of
 * them and then for the API). The count is a property of the build (which files each page's code
 * comes in) and of where the first request starts (a signed-in visit asks for its session from
 * index.html), not of timing. Speed itself is measured in bench/ (Lighthouse), never here.
 */
const MAX_SCRIPTS_BEFORE_API = 15;

const API = /^\/(api|auth)\//;

/** The scripts requested before the first API call of a cold visit of `address` (all of them if it makes none). */
async function scriptsBeforeFirstApiCall(browser: Browser, baseURL: string, address: string, token?: string) {
  const context = await browser.newContext();
  if (token)
    await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL, sameSite: 'Strict' }]);
  const page = await context.newPage();
  const scripts: string[] = [];
  let firstApiCall: string | undefined;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (!firstApiCall && API.test(path)) firstApiCall = path;
    if (!firstApiCall && r.resourceType() === 'script') scripts.push(path.split('/').pop()!);
  });
  await page.goto(address, { waitUntil: 'networkidle' });
  await context.close();
  return { address, scripts: scripts.length, firstApiCall: firstApiCall ?? '(none)', names: scripts };
}

/** The in-app links of the portal's menus at `address`: the header's, the centre's, a section's tabs. */
async function menuLinks(page: Page, address: string): Promise<string[]> {
  await page.goto(address, { waitUntil: 'networkidle' });
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLAnchorElement>(
        'header nav[aria-label="主导航"] a[href^="#/"], nav[aria-label="个人中心菜单"] a[href^="#/"], main nav a[href^="#/"]',
      ),
    ].map((a) => a.getAttribute('href')!),
  );
}

/** The back office's pages as its sidebar has them (hidden detail pages and containers left out). */
function backOfficePages(menus: readonly MenuVo[], base = '/'): string[] {
  return menus.flatMap((node) => {
    if (node.hidden || /^(https?:|mailto:|tel:)/.test(node.path)) return [];
    const full = node.path.startsWith('/') ? node.path : `${base.replace(/\/+$/, '')}/${node.path}`;
    if (node.children?.length) return backOfficePages(node.children, full);
    return node.component && !['Layout', 'ParentView'].includes(node.component) ? [`/#${full}`] : [];
  });
}

function report(visits: Awaited<ReturnType<typeof scriptsBeforeFirstApiCall>>[]) {
  test.info().annotations.push({
    type: 'scripts before the first API call',
    description: visits.map((v) => `${v.address}: ${v.scripts} (${v.firstApiCall})`).join('; '),
  });
  const over = visits.filter((v) => v.scripts > MAX_SCRIPTS_BEFORE_API);
  expect(
    over.map((v) => `${v.address}: ${v.scripts} before ${v.firstApiCall}: ${v.names.join(' ')}`),
  ).toEqual([]);
}

test(`a visitor's pages request at most ${MAX_SCRIPTS_BEFORE_API} scripts before their first API call`, async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const news = (await (await request.get('/api/portal/news?page=0&size=1')).json()) as {
    content: { id: number }[];
  };
  const addresses = [
    ...['/#/index', '/#/login', '/#/register', '/#/soft', '/#/soft?keyword=矿井', '/#/soft/detail?id=1'],
    ...['/#/new', `/#/new/detail?id=${news.content[0]!.id}`, '/#/cert/NO-SUCH-CERT', '/#/404', '/#/401'],
  ];
  const visits = [];
  for (const address of addresses) visits.push(await scriptsBeforeFirstApiCall(browser, baseURL!, address));
  report(visits);
});

for (const [user, starts] of [
  ['enterprise', ['/#/center/info', '/#/train/train', '/#/my-soft']],
  ['worker', ['/#/center/info']],
] as const) {
  test(`${user}: every page of the portal's menus requests at most ${MAX_SCRIPTS_BEFORE_API} scripts before its first API call`, async ({
    browser,
    baseURL,
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const token = await apiSignIn(context.request, user);
    await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL!, sameSite: 'Strict' }]);
    const addresses = new Set<string>(starts);
    for (const start of starts) for (const link of await menuLinks(page, start)) addresses.add(link);
    expect(addresses.size).toBeGreaterThan(starts.length + 3);
    const visits = [];
    for (const address of addresses)
      visits.push(await scriptsBeforeFirstApiCall(browser, baseURL!, address, token));
    report(visits);
  });
}

test(`admin: the back office's home and every page of its menu request at most ${MAX_SCRIPTS_BEFORE_API} scripts before their first API call`, async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await apiSignIn(request, 'admin');
  const menus = (await (
    await request.get('/api/menus/build', { headers: { Authorization: token } })
  ).json()) as MenuVo[];
  const addresses = ['/#/home', '/#/user/center', ...backOfficePages(menus)];
  expect(addresses.length).toBeGreaterThan(15);
  const visits = [];
  for (const address of addresses)
    visits.push(await scriptsBeforeFirstApiCall(browser, baseURL!, address, token));
  report(visits);
});
