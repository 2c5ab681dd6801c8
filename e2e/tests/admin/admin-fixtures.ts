import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { test as base, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

import { watchPageProblems } from '../../support/page-guards';
import { signInContext } from '../../support/session';

/** Where the runs leave pictures of the back office for people to look at (gitignored). */
export const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/**
 * A page signed in as the demo admin, with console errors, uncaught exceptions and CSP violations
 * collected; each test ends by checking there were none.
 */
export const test = base.extend<{ admin: Page; problems: string[] }>({
  problems: async ({ page }, use) => {
    await use(await watchPageProblems(page));
  },
  admin: async ({ context, page, baseURL, problems }, use) => {
    await signInContext(context, baseURL!, 'admin');
    await use(page);
    expect(problems).toEqual([]);
  },
});

export { expect };

export const sidebar = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
export const tablist = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });
export const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name, exact: true });

/** Titles of the open tabs, in order. */
export async function tabTitles(page: Page): Promise<string[]> {
  return tablist(page).getByRole('tab').allInnerTexts();
}

/** Opens 系统监控 → 在线用户 from the sidebar. */
export async function openOnlineUsers(page: Page) {
  const nav = sidebar(page);
  const monitor = nav.getByRole('menuitem', { name: '系统监控' });
  // Right after a navigation the sidebar may still fold the submenu to follow the new route: a
  // submenu read as open can close before the click, so the whole step is retried until it lands.
  await expect(async () => {
    if ((await monitor.getAttribute('aria-expanded')) !== 'true') await monitor.click();
    await nav.getByRole('link', { name: '在线用户' }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/monitor\/online/);
  await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible();
}

/** The rendered height of an element, in CSS pixels. */
export async function heightOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => el.getBoundingClientRect().height);
}
