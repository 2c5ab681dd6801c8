import { expect, test, type Page } from '@playwright/test';

import { expireSessionsOf } from '../../support/database';
import { DEMO_PASSWORD, signInContext, solveCaptcha, TOKEN_COOKIE } from '../../support/session';

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: '账号' }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
}

const tokenCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE);

test('a protected page sends the visitor to login with its full path, and back after signing in', async ({
  page,
}) => {
  await page.goto('/#/user/center?tab=password');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fuser%2Fcenter%3Ftab%3Dpassword$/);
  await fillLogin(page, 'admin', DEMO_PASSWORD);
  await solveCaptcha(page);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/user\/center\?tab=password$/);
});

test('a wrong captcha is refused and the picture is renewed', async ({ page }) => {
  await page.goto('/#/login');
  const img = page.getByRole('img', { name: '验证码图片' });
  const first = await img.getAttribute('data-uuid');
  await fillLogin(page, 'admin', DEMO_PASSWORD);
  await page.getByRole('textbox', { name: '验证码' }).fill('999');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('验证码错误')).toBeVisible();
  await expect(img).not.toHaveAttribute('data-uuid', first ?? '');
  await expect(page).toHaveURL(/#\/login$/);
});

test('a wrong password is refused with one message for all credential errors', async ({ page }) => {
  await page.goto('/#/login');
  await fillLogin(page, 'worker', 'not-the-password');
  await solveCaptcha(page);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();
});

for (const remember of [false, true]) {
  test(`记住我 ${remember ? 'on keeps the token a day and the username' : 'off makes a session cookie'}`, async ({
    page,
  }) => {
    await page.goto('/#/login');
    await fillLogin(page, 'worker', DEMO_PASSWORD);
    await solveCaptcha(page);
    if (remember) await page.getByRole('checkbox', { name: '记住我' }).check();
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/#\/index$/);
    const cookie = await tokenCookie(page);
    expect(decodeURIComponent(cookie!.value)).toMatch(/^Bearer [\w-]{43}$/);
    const cookies = await page.context().cookies();
    if (remember) {
      const hours = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23);
      expect(hours).toBeLessThanOrEqual(24);
      expect(cookies.find((c) => c.name === 'username')?.value).toBe('worker');
    } else {
      expect(cookie?.expires).toBe(-1);
      expect(cookies.find((c) => c.name === 'username')).toBeUndefined();
    }
    // The password is never stored client-side.
    expect(JSON.stringify(cookies)).not.toContain(DEMO_PASSWORD);
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
    ).not.toContain(DEMO_PASSWORD);
  });
}

test('a signed-in user opening /login lands on /', async ({ page, context, baseURL }) => {
  await signInContext(context, baseURL!, 'worker');
  await page.goto('/#/login');
  await expect(page).toHaveURL(/#\/index$/);
});

test('logout asks first: 取消 keeps the session, 确定 ends it', async ({ page, context, baseURL }) => {
  const token = await signInContext(context, baseURL!, 'worker');
  await page.goto('/#/index');
  await page.getByRole('button', { name: '退出登录' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('确定注销并退出系统吗？')).toBeVisible();
  await dialog
    .getByRole('button', { name: '取 消' })
    .or(dialog.getByRole('button', { name: '取消' }))
    .click();
  await expect(dialog).toBeHidden();
  expect(await tokenCookie(page)).toBeDefined();

  await page.getByRole('button', { name: '退出登录' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s?定/ })
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();
  // The token is revoked on the server too, not only forgotten by the browser.
  expect((await page.request.get('/auth/info', { headers: { authorization: token } })).status()).toBe(401);
});

test('an expired session reloads onto the login page with the expired warning', async ({
  page,
  context,
  baseURL,
}) => {
  await signInContext(context, baseURL!, 'admin');
  await page.goto('/#/user/center');
  await expect(page).toHaveURL(/#\/user\/center$/);
  // The page's own requests must be answered first: one still in flight when the session expires
  // gets the 401 and reloads the page itself, racing (and aborting) the reload below.
  await page.waitForLoadState('networkidle');
  await expireSessionsOf('admin');
  await page.reload();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fuser%2Fcenter$/);
  await expect(page.getByText('当前登录状态已过期，请重新登录！')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'point')).toBeUndefined();
  expect(await tokenCookie(page)).toBeUndefined();
});

test('a portal user opening a back-office page is sent to /401 on the server’s 403', async ({
  page,
  context,
  baseURL,
}) => {
  await signInContext(context, baseURL!, 'worker');
  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/401$/);
  await expect(page.getByText('抱歉，您没有权限访问该页面')).toBeVisible();
});

test('the sign-in page, drawn without antd, follows the chosen theme colour', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'theme', value: '#13c2c2', url: baseURL! }]);
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: '登录' })).toHaveCSS('background-color', 'rgb(19, 194, 194)');
  await page.getByRole('checkbox', { name: '记住我' }).check();
  await expect(page.getByRole('checkbox', { name: '记住我' })).toHaveCSS(
    'background-color',
    'rgb(19, 194, 194)',
  );
});
