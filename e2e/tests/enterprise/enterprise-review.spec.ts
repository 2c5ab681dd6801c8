import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { watchPageProblems } from '../../support/page-guards';
import { signInContext, solveCaptcha } from '../../support/session';
import {
  ENTERPRISE_PASSWORD,
  freshEnterprise,
  openEnterpriseAdmin,
  registerInBrowser,
  registerThroughApi,
} from './enterprise-support';

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('an enterprise registers, the platform approves it, and its user sees 已认证', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = await watchPageProblems(page);
  const e = freshEnterprise('entok');
  await registerInBrowser(page, e);

  const admin = await openEnterpriseAdmin(browser, baseURL!, e.creditCode);
  const row = admin.page.getByRole('row').filter({ hasText: e.name });
  await expect(row).toContainText(e.creditCode);
  await expect(row).toContainText('待审核');
  await expect(row).toContainText(e.username);
  await row.getByRole('button', { name: `审核 ${e.name}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: '审核企业' });
  await dialog.getByRole('radio', { name: '通过' }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(admin.page.getByText('已通过认证')).toBeVisible();
  await expect(row).toContainText('已认证');
  await expect(row.getByRole('button', { name: `审核 ${e.name}` })).toHaveCount(0);
  expect(admin.problems).toEqual([]);
  await admin.close();

  // Still on the sign-in page the registration led to, with the new username filled in.
  await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue(e.username);
  await page.getByRole('textbox', { name: '密码' }).fill(ENTERPRISE_PASSWORD);
  await solveCaptcha(page);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/#\/login/);
  await page.goto('/#/center/company');
  await expect(page.getByRole('heading', { level: 1, name: '企业信息' })).toBeVisible();
  await expect(alert(page, '已通过平台认证')).toBeVisible();
  await expect(page.getByLabel('企业名称')).toHaveValue(e.name);
  await expect(page.getByLabel('统一社会信用代码')).toBeDisabled();

  // The profile saves against the version it read.
  await page.getByLabel('联系人').fill('张经理');
  await page.getByLabel('联系电话').fill('13800138000');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('企业信息已保存')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('联系人')).toHaveValue('张经理');
  expect(problems).toEqual([]);
});

test('the platform rejects with a reason; the enterprise reads it, resubmits, and waits again', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const problems = await watchPageProblems(page);
  const e = freshEnterprise('entno');
  await registerThroughApi(context.request, e);
  const reason = '营业执照照片不清晰，请补充联系人和联系电话';

  const admin = await openEnterpriseAdmin(browser, baseURL!, e.creditCode);
  const row = admin.page.getByRole('row').filter({ hasText: e.name });
  await row.getByRole('button', { name: `审核 ${e.name}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: '审核企业' });
  await dialog.getByRole('radio', { name: '驳回' }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('驳回时请填写原因，企业用户会看到它')).toBeVisible();
  await dialog.getByLabel('驳回原因').fill(reason);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(admin.page.getByText('已驳回')).toBeVisible();
  await expect(row).toContainText('未通过');
  await row.getByText('未通过').hover();
  await expect(admin.page.getByRole('tooltip')).toContainText(`驳回原因：${reason}`);
  expect(admin.problems).toEqual([]);
  await admin.close();

  await signInContext(context, baseURL!, e.username, ENTERPRISE_PASSWORD);
  await page.goto('/#/center/company');
  const rejected = alert(page, '未通过审核');
  await expect(rejected).toContainText(`原因：${reason}`);
  await page.getByLabel('联系人').fill('李主任');
  await page.getByLabel('联系电话').fill('13900139000');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('企业信息已保存')).toBeVisible();
  await rejected.getByRole('button', { name: '重新提交审核' }).click();
  await expect(alert(page, '企业资料已提交，等待平台审核')).toBeVisible();
  await expect(rejected).toHaveCount(0);

  // 个人信息 shows the enterprise waiting again.
  await page
    .getByRole('navigation', { name: '个人中心菜单' })
    .getByRole('link', { name: '个人信息' })
    .click();
  const fact = page.getByRole('term').filter({ hasText: '所属企业' }).locator('..');
  await expect(fact).toContainText(e.name);
  await expect(fact).toContainText('待审核');
  expect(problems).toEqual([]);
});
