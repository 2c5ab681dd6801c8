import type { Page } from '@playwright/test';

import { motionSettled } from '../../support/settled';
import { expect, screenshot, sidebar, test } from './admin-fixtures';

/** Opens 系统管理 → 定时任务 from the sidebar (retried: the submenu may fold after a navigation). */
async function openJobs(page: Page) {
  const nav = sidebar(page);
  const system = nav.getByRole('menuitem', { name: '系统管理' });
  await expect(async () => {
    if ((await system.getAttribute('aria-expanded')) !== 'true') await system.click();
    await nav.getByRole('link', { name: '定时任务', exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/system\/timing/);
  // The page's code loads on its first visit: allow for a busy machine.
  await expect(page.getByRole('table', { name: '定时任务' })).toBeVisible({ timeout: 15_000 });
}

test.describe('定时任务', () => {
  test('the seeded jobs are listed; 立即执行 adds a successful manual run to 执行记录 without a reload', async ({
    admin: page,
  }) => {
    await page.goto('/#/home');
    await openJobs(page);

    const table = page.getByRole('table', { name: '定时任务' });
    const sweep = table.getByRole('row').filter({ hasText: '清理过期会话' });
    await expect(sweep).toContainText('清理过期会话与验证码');
    await expect(sweep).toContainText('*/10 * * * *');
    await expect(sweep).toContainText('运行中');
    const purge = table.getByRole('row').filter({ hasText: '清理过期日志' }).first();
    await expect(purge).toContainText('{"days":180}');
    await expect(purge).toContainText('0 3 * * *');

    // How many manual runs it has so far (a retried attempt may have left one).
    await sweep.getByRole('button', { name: '执行记录 清理过期会话' }).click();
    let drawer = page.getByRole('dialog', { name: '执行记录 · 清理过期会话' });
    let history = drawer.getByRole('table', { name: '执行记录' });
    await expect(history).toBeVisible();
    await expect(drawer.locator('.ant-spin-spinning')).toHaveCount(0);
    const manualBefore = await history.getByRole('row').filter({ hasText: '手动' }).count();
    await drawer.getByRole('button', { name: /关闭|Close/ }).click();
    await expect(drawer).toBeHidden();

    await sweep.getByRole('button', { name: '立即执行 清理过期会话' }).click();
    await expect(page.getByText('已提交执行，稍后在执行记录中查看结果')).toBeVisible();

    // Opened at once: the run appears when it has run, without reloading anything.
    await sweep.getByRole('button', { name: '执行记录 清理过期会话' }).click();
    drawer = page.getByRole('dialog', { name: '执行记录 · 清理过期会话' });
    history = drawer.getByRole('table', { name: '执行记录' });
    const manual = history.getByRole('row').filter({ hasText: '手动' });
    await expect(manual).toHaveCount(manualBefore + 1, { timeout: 20_000 });
    const newest = manual.first();
    await expect(newest).toContainText('admin');
    await expect(newest).toContainText('成功');
    await expect(newest).toContainText(/\d+ ms/);
    await screenshot(page, `system-timing-history-${page.viewportSize()?.width ?? 1280}`);
    await drawer.getByRole('button', { name: /关闭|Close/ }).click();

    // The job's 上次执行 follows.
    await expect(sweep).toContainText('成功', { timeout: 10_000 });
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the page fits, its table scrolls inside itself`, async ({
      admin: page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/#/system/timing');
      await expect(page.getByRole('textbox', { name: '搜索任务' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('row').filter({ hasText: '清理过期日志' }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `system-timing-${viewport.width}`);

      await page.getByRole('button', { name: '新增' }).click();
      const form = page.getByRole('dialog', { name: '新增任务' });
      await expect(form).toBeVisible();
      await form.getByRole('combobox', { name: '处理程序' }).click();
      await page.locator('.ant-select-item-option[title="清理过期日志"]').click();
      await expect(form.getByLabel('参数')).toHaveValue('{"days":180}');
      await motionSettled(page);
      await screenshot(page, `system-timing-form-${viewport.width}`);
      await form.getByRole('button', { name: '取消' }).click();

      await page.getByRole('button', { name: '执行记录', exact: true }).click();
      await expect(page.getByRole('dialog', { name: '执行记录' })).toBeVisible();
      await motionSettled(page);
      await screenshot(page, `system-timing-history-all-${viewport.width}`);
    });
  }
});
