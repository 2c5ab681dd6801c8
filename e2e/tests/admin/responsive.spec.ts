import { motionSettled } from '../../support/settled';
import { expect, screenshot, sidebar, test } from './admin-fixtures';

// The chart's code is the largest chunk of the back office; give it time on a busy machine.
const chart = { timeout: 15_000 };

test.describe('admin layout across screens', () => {
  test('under 992 px the sidebar is a drawer that a click outside closes', async ({ admin: page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/#/home');
    const toggle = page.getByRole('button', { name: '展开侧边栏' });
    await expect(toggle).toBeVisible();
    await expect(sidebar(page)).toBeHidden();

    await toggle.click();
    await expect(sidebar(page)).toBeVisible();
    await page.mouse.click(700, 400);
    await expect(sidebar(page)).toBeHidden();

    // Back above 992 px: desktop again, with the sidebar as remembered (open).
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('button', { name: '收起侧边栏' })).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
  });

  test('desktop screenshots: home and the settings panel', async ({ admin: page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/#/home');
    await expect(page.getByRole('img', { name: /近 30 日新增注册/ })).toBeVisible(chart);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-home-1440');

    await page.getByRole('button', { name: '打开布局设置' }).click();
    await expect(page.getByRole('dialog', { name: '系统布局设置' })).toBeVisible();
    await motionSettled(page); // the drawer's slide-in
    await screenshot(page, 'admin-settings-1440');
  });

  test('phone screenshots: home, the settings panel and the sidebar drawer', async ({ admin: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/home');
    await expect(page.getByRole('img', { name: /近 30 日新增注册/ })).toBeAttached(chart);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-home-390');

    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await expect(page.getByRole('dialog', { name: '系统布局设置' })).toBeVisible();
    await motionSettled(page);
    await screenshot(page, 'admin-settings-390');
    await page
      .getByRole('button', { name: 'Close' })
      .or(page.getByRole('button', { name: '关闭' }))
      .click();

    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await expect(sidebar(page)).toBeVisible();
    await motionSettled(page);
    await screenshot(page, 'admin-drawer-390');
  });
});
