import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The start-up script preloads the landing page's own chunks (a few per task) as soon as the first
 * paint is up, so the router finds them loaded instead of adding tens of links in its start-up
 * task. Here the app's entry never runs: whatever page code is fetched, the start-up script asked for.
 */
async function pageChunksRequested(page: Page, address: string): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  page.on('request', (request) => {
    // The build's hash is 8 characters and may itself hold a `-` (`portal-o-0neQsd.js`).
    const name = /\/assets\/([a-z-]+?)-[\w-]{8}\.js$/.exec(request.url())?.[1];
    if (name) requested.push(name);
  });
  await page.goto(address, { waitUntil: 'networkidle' });
  return requested;
}

const PAGE_CHUNKS = ['portal', 'login-page', 'register-page'];

for (const [address, expected] of [
  ['/#/login?redirect=/center', 'login-page'],
  ['/#/register', 'register-page'],
  ['/#/index', 'portal'],
  ['/#/soft', 'portal'],
] as const) {
  test(`${address} preloads its own page's chunks, no other's`, async ({ page }) => {
    const requested = await pageChunksRequested(page, address);
    expect(requested).toContain(expected);
    expect(requested.filter((name) => PAGE_CHUNKS.includes(name) && name !== expected)).toEqual([]);
  });
}

test('other pages preload nothing beyond the app itself', async ({ page }) => {
  const requested = await pageChunksRequested(page, '/#/new');
  expect(requested.filter((name) => PAGE_CHUNKS.includes(name))).toEqual([]);
});

/**
 * antd's core runs in a task of its own before the app starts, as the entry's chunks do, on the
 * landing pages that use it: left to the router, it would run with the page's modules in one long
 * task. The sign-in page, the portal's home and a software's details load no antd at all.
 */
for (const [address, runsAntd] of [
  ['/#/index', false],
  ['/#/soft', true],
  ['/#/register', true],
  ['/#/login', false],
  ['/#/soft/detail?id=1', false],
] as const) {
  test(`${address} ${runsAntd ? 'runs antd’s core as a script of its own' : 'never asks for antd’s core'}`, async ({
    page,
  }) => {
    const antd = /\/assets\/antd-[\w-]+\.js$/;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (antd.test(request.url())) requested.push(request.url());
    });
    await page.goto(address, { waitUntil: 'networkidle' });
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="module"][src]')].map((s) => s.getAttribute('src') ?? ''),
    );
    expect(scripts.filter((src) => antd.test(src))).toHaveLength(runsAntd ? 1 : 0);
    expect(requested.length > 0).toBe(runsAntd);
  });
}
