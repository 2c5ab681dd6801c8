import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { captchaAnswer } from './database';

export const TOKEN_COOKIE = 'COALSIM_TOKEN';
export const DEMO_PASSWORD = '123456';

/** Signs in through the API (solving the captcha) and returns `Bearer <token>`. */
export async function apiSignIn(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const captcha = (await (await request.get('/auth/code')).json()) as { uuid: string; enabled: boolean };
  const answer = captcha.enabled ? { uuid: captcha.uuid, code: await captchaAnswer(captcha.uuid) } : {};
  const res = await request.post('/auth/login', { data: { username, password, ...answer } });
  if (!res.ok()) throw new Error(`sign-in of ${username} failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** A browser context that is signed in as `username`, as if it had used the login page. */
export async function signInContext(
  context: BrowserContext,
  baseURL: string,
  username: string,
  password = DEMO_PASSWORD,
) {
  const token = await apiSignIn(context.request, username, password);
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL, sameSite: 'Strict' }]);
  return token;
}

/** Reads the captcha the login or register page shows and types its answer. */
export async function solveCaptcha(page: Page) {
  const img = page.getByRole('img', { name: '验证码图片' });
  await img.waitFor();
  const uuid = await img.getAttribute('data-uuid');
  if (!uuid) throw new Error('the captcha image carries no data-uuid');
  await page.getByRole('textbox', { name: '验证码' }).fill(await captchaAnswer(uuid));
}
