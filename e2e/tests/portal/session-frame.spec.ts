import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { watchPageProblems } from '../../support/page-guards';
import { signInContext } from '../../support/session';

/**
 * A signed-in page opened in a new tab shows its first frame (built at build time, one file per
 * page) once the session's early answer says it is the account's: the page as the app renders it
 * before its data, with the account's name filled in. Here the scripts never arrive, so what is
 * visible is the frame, not the app.
 */
async function withoutScripts(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

const splash = (page: Page) => page.getByText('正在加载…');

test.describe('an enterprise account', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInContext(context, baseURL!, 'enterprise');
  });

  test('before any script, 设备管理 shows its frame with the account’s name', async ({ page }) => {
    await withoutScripts(page);
    await page.goto('/#/center/device');
    await expect(page.getByRole('heading', { level: 1, name: '设备管理' })).toBeVisible();
    await expect(splash(page)).toBeHidden();
    await expect(page.getByText('示例煤业集团', { exact: true })).toBeVisible();
    await expect(page.getByText('企业用户', { exact: true })).toBeVisible();
    // What is typed before the app arrives would be lost with the frame.
    await expect(page.getByPlaceholder('名称、序列号、IP、位置或实训室')).toHaveAttribute('readonly', '');
    const nav = page.getByRole('banner').getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '#/center/info');
    await expect(nav.getByRole('link', { name: '管理后台' })).toHaveCount(0);
  });

  test('before any script, 统计分析 and 培训计划 show their frames; a filtered list waits for the app', async ({
    page,
  }) => {
    await withoutScripts(page);
    await page.goto('/#/stats');
    await expect(page.getByRole('heading', { level: 1, name: '统计分析' })).toBeVisible();
    await expect(page.getByText('统计区间加载中…')).toBeVisible();
    await page.goto('/#/train/train');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '培训中心' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '培训中心栏目' })).toBeVisible();

    await page.goto('/#/train/train?name=x');
    await page.reload();
    await expect(splash(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: '培训中心' })).toBeHidden();
  });

  test('with the scripts, the app replaces the frame: one page, no problems', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto('/#/center/device');
    await expect(page.getByRole('heading', { level: 1, name: '设备管理' })).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByPlaceholder('名称、序列号、IP、位置或实训室')).not.toHaveAttribute('readonly');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});

test('an account the frame is not for keeps the splash: a staff member, the platform’s admin', async ({
  page,
  context,
  baseURL,
}) => {
  await withoutScripts(page);
  await signInContext(context, baseURL!, 'worker');
  await page.goto('/#/stats');
  await expect(splash(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: '统计分析' })).toBeHidden();

  await signInContext(context, baseURL!, 'admin');
  await page.goto('/#/center/device');
  await page.reload();
  await expect(splash(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: '设备管理' })).toBeHidden();
});

test('before any script, the back office’s 首页 shows its frame on a phone, with the greeting and the name', async ({
  page,
  context,
  baseURL,
}) => {
  await withoutScripts(page);
  await signInContext(context, baseURL!, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/home');
  await expect(
    page.getByRole('heading', { level: 1, name: /^(夜深了|早上好|下午好|晚上好)，平台管理员$/ }),
  ).toBeVisible();
  await expect(splash(page)).toBeHidden();
  await expect(page.getByRole('tab', { name: '首页' })).toBeVisible();
  // On a wide screen the sidebar lists the server's menus, which a frame cannot know.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(splash(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
});
