import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { test as base, expect as baseExpect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

import { watchPageProblems } from '../../support/page-guards';
import { signInContext } from '../../support/session';

/** Where runs leave pictures of the pages for people to look at (gitignored). */
const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** Pages load their code on first visit and these flows cross several: a little more patience. */
export const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * A page signed in as the demo admin, with console errors, uncaught exceptions and CSP
 * violations collected; each test ends by checking there were none.
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

export const sidebar = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });

/** Opens a page of the sidebar, unfolding its directory (系统管理, 系统监控) first. */
export async function openFromSidebar(page: Page, directory: string, title: string) {
  const nav = sidebar(page);
  const folder = nav.getByRole('menuitem', { name: directory });
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  await nav.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('tab', { name: title, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** A drawer or modal, by its title. */
export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The choices an antd Select shows once opened (they carry their label as title). */
export async function selectChoices(page: Page, select: Locator): Promise<string[]> {
  await select.click();
  const popup = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(popup).toBeVisible();
  const titles = await popup
    .locator('.ant-select-item-option')
    .evaluateAll((items) => items.map((i) => i.getAttribute('title') ?? ''));
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  return titles;
}

/** A username nobody has yet: letters and digits only (the contract's rule). */
export function freshUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}`.slice(0, 20);
}
