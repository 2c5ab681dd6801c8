import { expect, test } from '@playwright/test';

import { solveCaptcha } from '../../support/session';

/**
 * The build gives antd's Button a loading icon that mounts once the button has been loading
 * (apps/web/build/stubs/antd-button-loading-icon.js). A button that starts loading must still show
 * antd's spinning icon, and stop showing it when the work is done.
 */
test('a button without an icon shows the loading icon while its request runs, and not before or after', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/login');
  // While loading, the icon's label joins the button's name: found by its role in the form instead.
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toHaveAccessibleName('登录');
  await expect(submit.locator('.ant-btn-loading-icon')).toHaveCount(0);

  await page.getByRole('textbox', { name: '账号' }).fill('admin');
  await page.getByLabel('密码').fill('wrong-password');
  await solveCaptcha(page);
  await submit.click();
  await expect(submit).toHaveClass(/ant-btn-loading/);
  await expect(submit.locator('.ant-btn-loading-icon .anticon-loading')).toBeVisible();

  release();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(submit).not.toHaveClass(/ant-btn-loading/);
  await expect(submit.locator('.ant-btn-loading-icon')).toHaveCount(0);
});
