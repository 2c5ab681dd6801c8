import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

import { captchaAnswer } from '../../support/database';

/** A password the contract accepts (8+ characters with letters and digits). */
export const FRESH_PASSWORD = 'coalsim2026';

/** Registers a brand-new individual account through the API (solving the captcha) and returns its name. */
export async function registerFreshUser(request: APIRequestContext, prefix = 'portal'): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
  const captcha = (await (await request.get('/auth/code')).json()) as { uuid: string; enabled: boolean };
  const answer = captcha.enabled ? { uuid: captcha.uuid, code: await captchaAnswer(captcha.uuid) } : {};
  const res = await request.post('/auth/register', {
    data: { username, password: FRESH_PASSWORD, role: 3, ...answer },
  });
  expect(res.status(), await res.text()).toBe(201);
  return username;
}

/** The header's main navigation (the desktop bar). */
export function mainNav(page: Page) {
  return page.getByRole('banner').getByRole('navigation', { name: '主导航' });
}

/** The newest antd dialog: closing ones linger during their animation. */
export function lastDialog(page: Page) {
  return page.getByRole('dialog').last();
}
