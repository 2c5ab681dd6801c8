import { creditCodeCheckChar } from '@coalsim/contract';
import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { captchaAnswer } from '../../support/database';
import { watchPageProblems } from '../../support/page-guards';
import { signInContext, solveCaptcha } from '../../support/session';

/** A password the contract accepts (8+ characters with letters and digits). */
export const ENTERPRISE_PASSWORD = 'coalsim2026';

export interface FreshEnterprise {
  username: string;
  name: string;
  creditCode: string;
}

/**
 * An enterprise nobody has registered yet: a username of letters and digits, a name, and a credit
 * code whose check character is right (GB 32100-2015, the contract's own computation).
 */
export function freshEnterprise(prefix: string): FreshEnterprise {
  const stamp = Date.now().toString();
  const digits = `${stamp.slice(-6)}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
  const first17 = `91140100${digits}`;
  return {
    username: `${prefix}${Date.now().toString(36)}`.slice(0, 20),
    name: `${prefix}煤业有限公司${digits}`,
    creditCode: `${first17}${creditCodeCheckChar(first17)}`,
  };
}

/** Picks 个人用户 or 企业用户 on /#/register: button-style radios, so the label is what takes the click. */
export async function chooseAccountType(page: Page, type: '个人用户' | '企业用户') {
  const radio = page.getByRole('radio', { name: type });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** Registers as 企业用户 on /#/register, as a person would, and lands on the sign-in page. */
export async function registerInBrowser(page: Page, e: FreshEnterprise) {
  await page.goto('/#/register');
  await chooseAccountType(page, '企业用户');
  await page.getByLabel('企业名称').fill(e.name);
  await page.getByLabel('统一社会信用代码').fill(e.creditCode);
  await page.getByLabel('用户名').fill(e.username);
  await page.getByLabel('密码', { exact: true }).fill(ENTERPRISE_PASSWORD);
  await page.getByLabel('确认密码').fill(ENTERPRISE_PASSWORD);
  await solveCaptcha(page);
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('status').filter({ hasText: '注册成功，请登录' })).toBeVisible();
}

/** Registers as 企业用户 through the API (solving the captcha): for tests about what follows. */
export async function registerThroughApi(request: APIRequestContext, e: FreshEnterprise) {
  const captcha = (await (await request.get('/auth/code')).json()) as { uuid: string; enabled: boolean };
  const answer = captcha.enabled ? { uuid: captcha.uuid, code: await captchaAnswer(captcha.uuid) } : {};
  const res = await request.post('/auth/register', {
    data: {
      username: e.username,
      password: ENTERPRISE_PASSWORD,
      role: 2,
      enterprise: { name: e.name, creditCode: e.creditCode },
      ...answer,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * A second browser window signed in as the demo admin, on 企业管理 with the list narrowed to one
 * credit code; console errors and CSP violations there are collected in `problems`.
 */
export async function openEnterpriseAdmin(browser: Browser, baseURL: string, creditCode: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = await watchPageProblems(page);
  await signInContext(context, baseURL, 'admin');
  await page.goto('/#/home');
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  const folder = nav.getByRole('menuitem', { name: '平台运营' });
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  await nav.getByRole('link', { name: '企业管理', exact: true }).click();
  await expect(page.getByRole('tab', { name: '企业管理', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('textbox', { name: '搜索企业' }).fill(creditCode);
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 1 条')).toBeVisible();
  return { page, problems, close: () => context.close() };
}
