import { expect, test } from '@playwright/test';

import { apiSignIn, signInContext } from '../../support/session';
import { FRESH_PASSWORD, lastDialog, mainNav, registerFreshUser } from './portal-support';

test('个人信息 shows the account, saves an edited profile and lists the save in 操作记录', async ({
  page,
  context,
  baseURL,
}) => {
  const username = await registerFreshUser(context.request, 'info');
  await signInContext(context, baseURL!, username, FRESH_PASSWORD);
  await page.goto('/#/center');
  await expect(page).toHaveURL(/#\/center\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: username })).toBeVisible();

  await page.getByLabel('昵称').fill('井下实训员');
  await page.getByLabel('手机号码').fill('1380013');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入正确的11位手机号码')).toBeVisible();
  await page.getByLabel('手机号码').fill('13800138000');
  await page.getByRole('radio', { name: '女' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('个人信息已保存')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('昵称')).toHaveValue('井下实训员');
  await expect(page.getByLabel('手机号码')).toHaveValue('13800138000');
  await expect(page.getByRole('radio', { name: '女' })).toBeChecked();

  // The save is recorded, and 操作记录 on the same page lists it first. Rows are written in batches
  // about a second after the answer, so look again until it is there.
  await page.getByRole('tab', { name: '操作记录' }).click();
  await expect(page).toHaveURL(/#\/center\/info\?tab=operations$/);
  const newest = page.getByRole('list', { name: '操作记录' }).getByRole('listitem').first();
  await expect(async () => {
    await page.reload();
    await expect(newest).toContainText('修改个人资料', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(newest).toContainText('PUT /auth/edit');
  await expect(newest).toContainText('成功 200');
});

test('修改密码 checks the old password and the new one then signs in', async ({ page, context, baseURL }) => {
  const username = await registerFreshUser(context.request, 'pass');
  await signInContext(context, baseURL!, username, FRESH_PASSWORD);
  await page.goto('/#/center/password');
  await page.getByLabel('旧密码').fill('wrongpass1');
  await page.getByLabel('新密码', { exact: true }).fill('newpass2026');
  await page.getByLabel('确认新密码').fill('newpass2026');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('修改失败，旧密码错误').first()).toBeVisible();

  await page.getByLabel('旧密码').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码已修改，其他设备上的登录已退出')).toBeVisible();
  await expect(apiSignIn(page.request, username, 'newpass2026')).resolves.toMatch(/^Bearer /);
});

test('注销账号 confirms, signs out to /index, and the account can no longer sign in', async ({
  page,
  context,
  baseURL,
}) => {
  const username = await registerFreshUser(context.request, 'bye');
  await signInContext(context, baseURL!, username, FRESH_PASSWORD);
  await page.goto('/#/center/logout');
  await expect(page.getByRole('heading', { level: 1, name: '注销账号' })).toBeVisible();

  await page.getByLabel('登录密码').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: '注销账号' }).click();
  await expect(page.getByText('请确认已了解注销的后果')).toBeVisible();
  await page.getByRole('checkbox', { name: '我已了解注销的后果，并确认注销' }).check();
  await page.getByRole('button', { name: '注销账号' }).click();
  const dialog = lastDialog(page);
  await expect(dialog).toContainText('确定注销账号吗？');
  await dialog.getByRole('button', { name: '确定注销' }).click();

  await expect(page).toHaveURL(/#\/index$/);
  await expect(mainNav(page).getByRole('link', { name: '登录' })).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: '退出登录' })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'COALSIM_TOKEN')).toBeUndefined();
  await expect(apiSignIn(page.request, username, FRESH_PASSWORD)).rejects.toThrow(/sign-in of .+ failed/);
});
