import { expect, screenshot, test } from './system-fixtures';

const PAGES = [
  { name: 'users', path: '/system/user', ready: '搜索用户' },
  { name: 'roles', path: '/system/role', ready: '搜索角色' },
  { name: 'menus', path: '/system/menu', ready: '搜索菜单' },
  { name: 'dict', path: '/system/dict?dict=user_status', ready: '搜索字典' },
  { name: 'enterprise', path: '/platform/enterprise', ready: '搜索企业' },
] as const;

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const { name, path, ready } of PAGES) {
      test(`${name}: the page fits the screen, wide tables scroll inside themselves`, async ({
        admin: page,
      }) => {
        await page.goto(`/#${path}`);
        // The page's code loads on its first visit: allow for a busy machine.
        await expect(page.getByRole('textbox', { name: ready, exact: true })).toBeVisible({
          timeout: 15_000,
        });
        await expect(page.locator('.ant-table-row').first()).toBeVisible();
        if (name === 'roles') await page.getByRole('row', { name: /运营人员/ }).click();
        if (name === 'roles') await expect(page.getByRole('tree')).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `system-${name}-${viewport.width}`);
      });
    }
  });
}
