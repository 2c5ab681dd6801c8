import { expect, test, type Page } from '@playwright/test';

import { solveCaptcha } from '../../support/session';

async function fill(page: Page, v: { username?: string; password?: string; confirm?: string }) {
  if (v.username !== undefined) await page.getByLabel('用户名').fill(v.username);
  if (v.password !== undefined) await page.getByLabel('密码', { exact: true }).fill(v.password);
  if (v.confirm !== undefined) await page.getByLabel('确认密码').fill(v.confirm);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/register');
  await expect(page.getByRole('button', { name: '注册' })).toBeVisible();
});

test('shows each validation error inline', async ({ page }) => {
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();

  await fill(page, { username: 'admin' });
  await expect(page.getByText('用户名只能包含字母和数字，且不能为 admin 或 editor')).toBeVisible();
  await fill(page, { username: 'zhang san' });
  await expect(page.getByText('用户名只能包含字母和数字，且不能为 admin 或 editor')).toBeVisible();
  await fill(page, { username: 'ab' });
  await expect(page.getByText('用户名长度为3到20个字符')).toBeVisible();

  await fill(page, { password: 'short1' });
  await expect(page.getByText('密码至少8位，且须同时包含字母和数字')).toBeVisible();
  await fill(page, { password: 'onlyletters' });
  await expect(page.getByText('密码至少8位，且须同时包含字母和数字')).toBeVisible();
  await fill(page, { password: 'goodpass2026', confirm: 'different2026' });
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
});

test('refuses a wrong captcha and a taken username, then registers', async ({ page }) => {
  await fill(page, { username: 'newminer01', password: 'goodpass2026', confirm: 'goodpass2026' });
  await page.getByRole('textbox', { name: '验证码' }).fill('999');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('验证码错误').first()).toBeVisible();

  await fill(page, { username: 'worker' });
  await solveCaptcha(page);
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('用户名已存在').first()).toBeVisible();

  await fill(page, { username: 'newminer01' });
  await page.getByRole('radio', { name: '企业用户' }).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue('newminer01');
  await expect(page.getByRole('status').filter({ hasText: '注册成功，请登录' })).toBeVisible();
});
