import { expect, test } from '@playwright/test';

import { watchPageProblems } from '../../support/page-guards';
import { signInContext } from '../../support/session';

test('/doc.html shows the API documentation a module at a time from the bundled viewer, and a pasted token works', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = await watchPageProblems(page);
  // Nothing but this server: the viewer's files come from the npm package, not a CDN.
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url());
  });

  // The viewer opens on the index of modules (issue 44 §4: the whole document kept it blank for
  // 15–24 s), compressed; the whole document, which integrators read, is the list's last entry.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const index = page.waitForResponse((r) => new URL(r.url()).pathname === '/api-docs/openapi/index');
  await page.goto('/doc.html');
  await expect(page).toHaveURL(/\/doc\/?/);
  expect((await index).headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('heading', { name: /CoalSim API/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: '日志管理' })).toBeVisible();
  const modules = page.locator('.topbar select');
  await expect(modules.locator('option').last()).toHaveText('全部接口（完整文档，加载较慢）');
  expect(requested).not.toContain('/api-docs/openapi.json');
  // A module's part is loaded when it is chosen: its endpoints grouped under the module's name
  // (folded until opened), titled by the summaries.
  await modules.selectOption({ label: '日志管理' });
  await page.locator('.opblock-tag', { hasText: '日志管理' }).click();
  await expect(page.getByText('/api/logs', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('操作日志列表').first()).toBeVisible();

  // The token field (Authorize) takes what auth/login answers, without its "Bearer ".
  const token = await signInContext(context, baseURL!, 'admin');
  await page
    .getByRole('button', { name: /Authorize/ })
    .first()
    .click();
  // Swagger UI's modal carries no dialog role: it is found by its own class.
  const modal = page.locator('.modal-ux');
  await modal
    .getByRole('textbox')
    .first()
    .fill(token.replace(/^Bearer /, ''));
  await modal.locator('button.authorize').click();
  await modal.locator('button.btn-done').click();
  await expect(modal).toHaveCount(0);

  // Try one call from another module's part: 获取用户信息 answers 200 with the admin, the token
  // kept across the switch.
  await modules.selectOption({ label: '登录与账号' });
  await page.locator('.opblock-tag', { hasText: '登录与账号' }).click();
  const info = page.locator('.opblock', { hasText: '/auth/info' }).first();
  await info.locator('.opblock-summary').click();
  await info.getByRole('button', { name: 'Try it out' }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/auth/info'));
  await info.getByRole('button', { name: 'Execute' }).click();
  expect((await answer).status()).toBe(200);
  await expect(info.locator('.live-responses-table tbody .response-col_status').first()).toContainText('200');

  expect(foreign).toEqual([]);
  expect(problems).toEqual([]);
});
