import { expect, test } from '@playwright/test';

import { holdRequests } from '../../support/hold-requests';
import { solveCaptcha } from '../../support/session';

/**
 * The build gives antd's Button a loading icon that mounts once the button has been loading
 * (apps/web/build/stubs/antd-button-loading-icon.js). A button that starts loading must still show
 * antd's spinning icon, and stop showing it when the work is done. The registration page's submit
 * button is such a button (antd, no icon of its own).
 */
test('an antd button without an icon shows the loading icon while its request runs, and not before or after', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/auth/register');
  await page.goto('/#/register');
  // While loading, the icon's label joins the button's name: found by its role in the form instead.
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toHaveAccessibleName('注册');
  await expect(submit.locator('.ant-btn-loading-icon')).toHaveCount(0);

  // A taken username: valid here, refused by the server.
  await page.getByLabel('用户名').fill('worker');
  await page.getByLabel('密码', { exact: true }).fill('goodpass2026');
  await page.getByLabel('确认密码').fill('goodpass2026');
  await solveCaptcha(page);
  await submit.click();
  await expect(submit).toHaveClass(/ant-btn-loading/);
  await expect(submit.locator('.ant-btn-loading-icon .anticon-loading')).toBeVisible();

  release();
  await expect(page.getByText('用户名已存在').first()).toBeVisible();
  await expect(submit).not.toHaveClass(/ant-btn-loading/);
  await expect(submit.locator('.ant-btn-loading-icon')).toHaveCount(0);
});

/** The sign-in page draws its button without antd (it loads none), with the same loading icon. */
test('the sign-in button is busy with the turning loading icon while the sign-in runs, and not after', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/auth/login');
  await page.goto('/#/login');
  const submit = page.getByRole('button', { name: '登录' });
  await expect(submit.locator('.anticon-loading')).toHaveCount(0);

  await page.getByRole('textbox', { name: '账号' }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('wrong-password');
  await solveCaptcha(page);
  await submit.click();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(submit.locator('.anticon-loading')).toBeVisible();
  // It turns (the icons' own styles), as antd's does.
  await expect(submit.locator('.anticon-loading')).toHaveCSS('animation-name', 'loadingCircle');
  // A second press while busy sends nothing more.
  let logins = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/login')) logins += 1;
  });
  await submit.click({ force: true });

  release();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(submit).toHaveAttribute('aria-busy', 'false');
  await expect(submit.locator('.anticon-loading')).toHaveCount(0);
  expect(logins).toBe(0);
});
