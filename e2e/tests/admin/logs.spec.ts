import type { APIRequestContext, Page } from '@playwright/test';

import { captchaAnswer } from '../../support/database';
import { TOKEN_COOKIE } from '../../support/session';
import { expect, sidebar, test } from './admin-fixtures';

/** Opens 系统监控 → `title` from the sidebar (retried: the submenu may fold after a navigation). */
async function openMonitorPage(page: Page, title: string) {
  const nav = sidebar(page);
  const monitor = nav.getByRole('menuitem', { name: '系统监控' });
  await expect(async () => {
    if ((await monitor.getAttribute('aria-expanded')) !== 'true') await monitor.click();
    await nav.getByRole('link', { name: title, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: title })).toBeVisible();
}

/** A sign-in with a wrong password (the captcha answered, so the password is what fails). */
async function failSignIn(request: APIRequestContext, username: string) {
  const captcha = (await (await request.get('/auth/code')).json()) as { uuid: string; enabled: boolean };
  const answer = captcha.enabled ? { uuid: captcha.uuid, code: await captchaAnswer(captcha.uuid) } : {};
  const res = await request.post('/auth/login', {
    data: { username, password: 'not-the-password', ...answer },
  });
  expect(res.status()).toBe(400);
}

test.describe('操作日志 and 异常日志', () => {
  test('a new dictionary is listed with its action and user; 失败 shows a failed sign-in and why', async ({
    admin: page,
    context,
  }) => {
    const token = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)!.value;
    const name = `e2e_log_${Date.now().toString(36)}`;
    const created = await page.request.post('/api/dict', {
      headers: { Authorization: token },
      data: { name, description: '操作日志测试' },
    });
    expect(created.ok()).toBe(true);
    // Not an account anyone has: its failures lock nobody out.
    const stranger = `nobody${Date.now().toString(36)}`;
    await failSignIn(page.request, stranger);

    await page.goto('/#/home');
    await openMonitorPage(page, '操作日志');
    const table = page.getByRole('table', { name: '操作日志' });
    const rows = table.getByRole('row');
    // The newest 新增字典: its row was written before the answer, so it is there at once.
    const dictRow = rows.filter({ hasText: '新增字典' }).first();
    await expect(dictRow).toBeVisible();
    await expect(dictRow).toContainText('admin');
    await expect(dictRow).toContainText('POST');
    await expect(dictRow).toContainText('/api/dict');
    await expect(dictRow).toContainText('成功');
    // It is this dictionary: its parameters are in the row's details.
    await dictRow.getByRole('button', { name: '展开行' }).click();
    const details = table.getByRole('region', { name: '请求详情' });
    await expect(details).toContainText(`"name": "${name}"`);
    await dictRow.getByRole('button', { name: '关闭行' }).click();
    await expect(details).toHaveCount(0);

    // 结果 → 失败: the failed sign-in, not the dictionary.
    await page.getByRole('combobox', { name: '结果' }).click();
    await page.locator('.ant-select-item-option[title="失败"]').click();
    await expect(page).toHaveURL(/#\/monitor\/logs\?status=fail$/);
    const failedRow = rows.filter({ hasText: stranger });
    await expect(failedRow).toContainText('用户登录');
    await expect(failedRow).toContainText('失败 400');
    await expect(rows.filter({ hasText: '新增字典' })).toHaveCount(0);
    await failedRow.getByText('失败 400').hover();
    await expect(page.getByRole('tooltip')).toHaveText('用户名或密码错误');

    // The reason is in the row's details, with the parameters (the password masked).
    await failedRow.getByRole('button', { name: '展开行' }).click();
    await expect(details).toContainText('用户名或密码错误');
    await expect(details).toContainText(`"username": "${stranger}"`);
    await expect(details).not.toContainText('not-the-password');
  });

  test('an export is recorded with who took which file and how many rows', async ({ admin: page }) => {
    await page.goto('/#/home');
    await openMonitorPage(page, '操作日志');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('操作日志.xlsx');
    await page.getByRole('button', { name: '刷新列表' }).click();
    const table = page.getByRole('table', { name: '操作日志' });
    const exportRow = table.getByRole('row').filter({ hasText: '导出操作日志' }).first();
    await expect(exportRow).toContainText('GET');
    await expect(exportRow).toContainText('admin');
    await exportRow.getByRole('button', { name: '展开行' }).click();
    const details = table.getByRole('region', { name: '请求详情' });
    await expect(details).toContainText('说明');
    await expect(details).toContainText(/导出 \d+ 条（操作日志\.xlsx）/);
    await expect(details).not.toContainText('失败原因');
  });

  test('异常日志 says that nothing has failed', async ({ admin: page }) => {
    await page.goto('/#/home');
    await openMonitorPage(page, '异常日志');
    await expect(page.getByRole('heading', { name: '暂无异常' })).toBeVisible();
    await expect(page.getByText(/服务器处理请求出错（5xx）时/)).toBeVisible();
  });
});
