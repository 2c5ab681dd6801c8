import { expect, test, type Page } from '@playwright/test';

import { solveCaptcha } from '../../support/session';
import { chooseAccountType, freshEnterprise } from '../enterprise/enterprise-support';

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
  await solveCaptcha(page);
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue('newminer01');
  await expect(page.getByRole('status').filter({ hasText: '注册成功，请登录' })).toBeVisible();
});

test('asks an enterprise for its name and a credit code with a right check character', async ({ page }) => {
  const enterprise = freshEnterprise('entcode');
  await expect(page.getByLabel('企业名称')).toHaveCount(0);
  await chooseAccountType(page, '企业用户');
  await expect(page.getByText(/注册后由平台审核企业资料/)).toBeVisible();
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('请输入企业名称')).toBeVisible();
  await expect(page.getByText('请输入统一社会信用代码')).toBeVisible();

  const code = page.getByLabel('统一社会信用代码');
  await code.fill(enterprise.creditCode.slice(0, 17));
  await expect(page.getByText('统一社会信用代码为18位')).toBeVisible();
  // One character off at the end: the check character is wrong.
  const wrong = enterprise.creditCode.endsWith('0') ? '1' : '0';
  await code.fill(`${enterprise.creditCode.slice(0, 17)}${wrong}`);
  await expect(page.getByText('统一社会信用代码不正确，请核对营业执照上的18位代码')).toBeVisible();
  // Typed in lower case, shown (and sent) in capitals.
  await code.fill('91140100ma0grx2l3q');
  await expect(code).toHaveValue('91140100MA0GRX2L3Q');
  await expect(page.getByText('统一社会信用代码不正确，请核对营业执照上的18位代码')).toHaveCount(0);

  // 示例煤业集团 (the demo enterprise) holds that code: the server says so under the field.
  await page.getByLabel('企业名称').fill(enterprise.name);
  await fill(page, { username: enterprise.username, password: 'goodpass2026', confirm: 'goodpass2026' });
  await solveCaptcha(page);
  await page.getByRole('button', { name: '注册' }).click();
  await expect(
    page
      .locator('.ant-form-item')
      .filter({ has: code })
      .getByText('该统一社会信用代码已注册，如为本企业请联系平台管理员'),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/register$/);
});
