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
    // The whole statement is the row's name; its cell may be cut before the table's name, and
    // which statement ranks first by total time varies from run to run.
    await expect(table.getByRole('row').nth(1)).toHaveAccessibleName(/sys_menu/);
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
    // It opens on the index of modules (a module's operations load when it is chosen).
    await expect(viewer.getByRole('link', { name: '系统监控' })).toBeVisible();
    await screenshot(page, 'tools-swagger-1440');
  });

  test('数据库备份 takes a checked backup and downloads it after the password is typed again', async ({
    admin: page,
    problems,
  }) => {
    await page.goto('/#/home');
    await openFromSidebar(page, '系统工具', '数据库备份');
    await expect(page).toHaveURL(/#\/sys-tools\/database/);
    await expect(page.getByText('每日最近 7 份，每周最近 4 份（仅定时备份）')).toBeVisible();
    await page.getByRole('button', { name: /立即备份/ }).click();
    await expect(page.getByText('备份完成，校验通过')).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table', { name: '数据库备份' });
    const row = table.getByRole('row').filter({ hasText: '手动' }).first();
    await expect(row).toContainText('校验通过');
    const fileName = (await row.getByRole('cell').nth(2).innerText()).trim();
    expect(fileName).toMatch(/^coalsim-\d{8}-\d{6}\.zip$/);
    await row.getByRole('button', { name: `下载 ${fileName}` }).click();
    const ask = page.getByRole('dialog', { name: '下载备份' });
    await ask.getByLabel('登录密码').fill('wrong-password');
    await ask.getByRole('button', { name: '下载' }).click();
    // A wrong password is the field's error: the dialog stays, the session too.
    await expect(ask.getByText('密码错误，请重新输入当前登录账号的密码').first()).toBeVisible();
    // Chromium reports the refused request in the console: expected here, once.
    const refused = problems.findIndex((p) => p.includes('status of 401'));
    expect(refused).toBeGreaterThanOrEqual(0);
    problems.splice(refused, 1);
    await screenshot(page, 'tools-database-download-password-1440');
    await ask.getByLabel('登录密码').fill('123456');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      ask.getByRole('button', { name: '下载' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    // Streamed by the browser to disk from the one-time address, not built in a Blob.
    expect(download.url()).toMatch(/\/api\/database\/backup\/\d+\/download\?ticket=/);
    await expect(ask).toBeHidden();
    await row.getByRole('button', { name: `恢复 ${fileName}` }).click();
    await expect(page.getByRole('button', { name: '开始恢复' })).toBeDisabled();
    await screenshot(page, 'tools-database-restore-1440');
    await page.getByRole('button', { name: '取消' }).click();
    await screenshot(page, 'tools-database-1440');
  });

  test('代码生成 previews a module for a table of the database', async ({ admin: page }) => {
    await page.goto('/#/home');
    await openFromSidebar(page, '系统工具', '代码生成');
    await expect(page).toHaveURL(/#\/sys-tools\/generator/);
    await page.getByRole('textbox', { name: '搜索表' }).fill('sys_dict');
    await page.getByRole('search').getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/sys_dict/);
    await page.getByRole('button', { name: '预览 sys_dict', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab').first()).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('tab', { name: /GENERATED\.md/ })).toBeVisible();
    await expect(dialog.locator('pre').first()).toContainText(/\S/);
    await screenshot(page, 'tools-generator-preview-1440');
  });
});
