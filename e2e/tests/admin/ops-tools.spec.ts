import type { Page } from '@playwright/test';

import { expect, screenshot, sidebar, test } from './admin-fixtures';

/** Opens `group` → `title` from the sidebar (retried: the submenu may fold after a navigation). */
async function openFromSidebar(page: Page, group: '系统监控' | '系统工具', title: string) {
  const nav = sidebar(page);
  const directory = nav.getByRole('menuitem', { name: group });
  await expect(async () => {
    if ((await directory.getAttribute('aria-expanded')) !== 'true') await directory.click();
    await nav.getByRole('link', { name: title, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('运维与开发工具', () => {
  test('服务监控 reads the server and keeps reading it', async ({ admin: page }) => {
    await page.goto('/#/home');
    await openFromSidebar(page, '系统监控', '服务监控');
    await expect(page).toHaveURL(/#\/monitor\/server/);
    await expect(page.getByText('PostgreSQL', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: '磁盘' }).getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('table', { name: '应用缓存' })).toContainText('菜单');
    const updated = page.getByText(/^最后更新 /);
    const first = await updated.innerText();
    // Live: a new reading arrives by itself within a few seconds.
    await expect(updated).not.toHaveText(first, { timeout: 15_000 });
    await expect(page.getByRole('img', { name: 'CPU 使用率近几分钟的变化' }).locator('canvas')).toBeVisible();
    await screenshot(page, 'monitor-server-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('CPU 使用率')).toBeVisible();
    await screenshot(page, 'monitor-server-390');
  });

  test('SQL监控 lists this database’s statements, searched from the URL; /druid/index.html leads there', async ({
    admin: page,
  }) => {
    await page.goto('/#/home');
    await openFromSidebar(page, '系统监控', 'SQL监控');
    const table = page.getByRole('table', { name: 'SQL 语句统计' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('textbox', { name: '搜索语句' }).fill('sys_menu');
    await page.getByRole('search').getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/blurry=sys_menu/);
    await expect(table.getByRole('row').nth(1)).toContainText('sys_menu');
    await screenshot(page, 'monitor-sql-1440');

    await page.goto('/druid/index.html');
    await expect(page).toHaveURL(/#\/monitor\/sql/);
    await expect(page.getByRole('table', { name: 'SQL 语句统计' })).toBeVisible();
  });

  test('API 文档 shows the viewer inside the back office', async ({ admin: page }) => {
    await page.goto('/#/home');
    await openFromSidebar(page, '系统工具', 'API 文档');
    await expect(page).toHaveURL(/#\/sys-tools\/swagger/);
    const viewer = page.frameLocator('iframe[title="API 文档"]');
    await expect(viewer.locator('.swagger-ui .info')).toBeVisible({ timeout: 20_000 });
    await expect(viewer.getByText('系统监控').first()).toBeVisible();
    await screenshot(page, 'tools-swagger-1440');
  });
});
