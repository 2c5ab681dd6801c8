import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

import { zipOf } from '../../../apps/server/src/testing/sample-files';
import { startDeviceAgent } from '../../support/device-agent';
import { watchPageProblems } from '../../support/page-guards';
import { apiSignIn, signInContext } from '../../support/session';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
const DEVICE = '掘进桌面终端';
const SERIAL = 'SIM-006';
const SOFT = '矿井瓦斯抽采系统仿真平台';

async function windowOf(browser: Browser, username: string, width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const token = await signInContext(context, baseURL, username);
  const page = await context.newPage();
  const problems = await watchPageProblems(page);
  return { context, page, problems, token };
}

/** Picks `label` (a title, or a pattern of one) in the open antd select. */
const choose = (page: Page, label: string | RegExp) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(label).first().click();

/** The row of the newest command in 指令记录 for the device (its state moves live). */
const newestCommand = (page: Page) =>
  page.getByRole('table', { name: '指令记录' }).getByRole('row').filter({ hasText: DEVICE }).first();

// Issue 33 end to end: a device in a training room is enrolled with the code the page shows and
// the real agent (npm run device-agent) running; it goes online without a reload; a launch and an
// update rolled out from 设备控制 move to 执行成功 while the page watches.
test('enrol a device with the agent, see it online, launch on it and roll out an update', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await windowOf(browser, 'enterprise');
  const { page } = owner;

  await page.goto(`/#/center/device?blurry=${SERIAL}`);
  const row = page
    .getByRole('table', { name: '设备', exact: true })
    .getByRole('row')
    .filter({ hasText: DEVICE });
  await expect(row).toContainText('未接入');
  await row.getByRole('button', { name: `接入 ${DEVICE}` }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '设备接入码' });
  const code = (await dialog.getByLabel('设备接入码').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(dialog).toContainText(`--code ${code}`);
  await page.screenshot({ path: path.join(OUT, 'device-enrol-1440.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const agent = startDeviceAgent(baseURL, code, SERIAL);
  try {
    // Online without a reload: the list refreshes itself.
    await expect(row.getByText('在线')).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: path.join(OUT, 'device-list-1440.png'), fullPage: true });

    // 启动仿真 on that device from 设备控制, watched until the agent reports it.
    await page.goto(`/#/center/device-control?dblurry=${SERIAL}`);
    await page.getByRole('checkbox', { name: `选择 ${DEVICE}` }).check();
    await page.getByLabel('启动的软件').click();
    await choose(page, new RegExp(SOFT));
    await page.getByRole('button', { name: /下\s*发/ }).click();
    await expect(page.getByText(/已向 1 台设备下发“启动仿真”/)).toBeVisible();
    await expect(newestCommand(page)).toContainText('执行成功', { timeout: 60_000 });
    await expect(page.getByText(/已下发：第 1 次下发/)).toBeVisible();
    await page.screenshot({ path: path.join(OUT, 'device-control-1440.png'), fullPage: true });

    // A new version, uploaded by the platform (部署管理), rolled out as an update.
    const admin = await apiSignIn(owner.context.request, 'admin');
    const grants = await owner.context.request.get('/api/center/grant?size=50&status=approved', {
      headers: { authorization: owner.token },
    });
    const soft = (
      (await grants.json()) as { content: { soft: { id: number; name: string } }[] }
    ).content.find((g) => g.soft.name === SOFT)!.soft;
    const version = `9.${Date.now() % 1000}.0`;
    const uploaded = await owner.context.request.post('/api/deploy/upload', {
      headers: { authorization: admin },
      multipart: {
        softId: String(soft.id),
        version,
        description: 'e2e',
        file: {
          name: `sim-${version}.zip`,
          mimeType: 'application/zip',
          buffer: zipOf({ 'sim.txt': version }),
        },
      },
    });
    expect(uploaded.status()).toBe(201);
    await page.reload();
    await page.getByRole('checkbox', { name: `选择 ${DEVICE}` }).check();
    await page.getByLabel('指令').first().click();
    await choose(page, '更新软件');
    await page.getByLabel('部署包').click();
    await choose(page, new RegExp(`${SOFT} ${version.replace(/\./g, '\\.')}`));
    await page.getByRole('button', { name: /下\s*发/ }).click();
    await expect(newestCommand(page)).toContainText('更新软件', { timeout: 10_000 });
    await expect(newestCommand(page)).toContainText('执行成功', { timeout: 60_000 });
    await page.goto(`/#/center/device?blurry=${SERIAL}`);
    await expect(row).toContainText(`软件 ${version}`, { timeout: 30_000 });

    // Stop the stand-in simulator before the agent goes.
    await page.goto(`/#/center/device-control?dblurry=${SERIAL}`);
    await page.getByRole('checkbox', { name: `选择 ${DEVICE}` }).check();
    await page.getByLabel('指令').first().click();
    await choose(page, '停止仿真');
    await page.getByRole('button', { name: /下\s*发/ }).click();
    await expect(newestCommand(page)).toContainText('执行成功', { timeout: 60_000 });
  } finally {
    await agent.stop();
  }
  expect(owner.problems).toEqual([]);
  await owner.context.close();
});

test('the back office sees every enterprise’s devices and commands at /control, and 部署管理', async ({
  browser,
}) => {
  const staff = await windowOf(browser, 'admin');
  await staff.page.goto('/#/control');
  await expect(staff.page.getByRole('table', { name: '全部设备' })).toContainText('示例煤业集团');
  await staff.page.getByRole('tab', { name: '指令' }).click();
  await expect(staff.page.getByRole('table', { name: '指令记录' })).toContainText('综采模拟操作台1号');
  await staff.page.screenshot({ path: path.join(OUT, 'admin-control-1440.png'), fullPage: true });
  await staff.page.goto('/#/sys-tools/deploy');
  await expect(staff.page.getByRole('button', { name: /上\s*传/ })).toBeVisible();
  await staff.page.screenshot({ path: path.join(OUT, 'admin-deploy-1440.png'), fullPage: true });
  expect(staff.problems).toEqual([]);
  await staff.context.close();
});
