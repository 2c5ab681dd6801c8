import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';

import { sendRecords, simulatedSession } from '../../../tools/open-api-client.mjs';
import { watchPageProblems } from '../../support/page-guards';
import { signInContext } from '../../support/session';
import { motionSettled } from '../../support/settled';
import { checkCertificatePage } from './cert-page-check';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
const SOFT = '矿井瓦斯抽采系统仿真平台';
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const MINUTE = 60_000;

/** A signed-in window with its problems watched; closing it signs out (specs count sessions). */
async function windowOf(browser: Browser, username: string) {
  const context = await browser.newContext({ viewport: SIZES[0] });
  const token = await signInContext(context, baseURL, username);
  const page = await context.newPage();
  const problems = await watchPageProblems(page);
  const close = async () => {
    await context.request.delete('/auth/logout', { headers: { authorization: token } });
    await context.close();
  };
  return { page, problems, token, close, api: context.request };
}

/** Picks an option of the select named `field` inside `scope` (a dialog or the page's filters). */
async function choose(page: Page, scope: Locator | Page, field: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: field }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/** `YYYY-MM-DD`, `days` from today in the browser's (and the machine's) zone. */
function day(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The page at desktop and phone width into e2e/screenshots/<name>-<width>.png (not committed: the
 * folder is ignored, the pictures are for looking at), checking it fits the width. `ready` waits
 * for what the picture must show.
 */
async function screenshots(page: Page, name: string, ready: () => Promise<void>) {
  mkdirSync(OUT, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await ready();
    await page.waitForLoadState('networkidle');
    // Wide tables scroll inside their card; the page itself never scrolls sideways — once layout
    // and ECharts have followed the new width, which is what this waits for.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} at ${size.width}`,
      })
      .toBeLessThanOrEqual(size.width);
    await motionSettled(page);
    await page.screenshot({ path: path.join(OUT, `${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(SIZES[0]!);
}

// Issue 22 end to end: a plan in 培训中心, sessions reported by the software through the signed open
// API, the certificate it earns, the records, 统计分析, and the trainee's own view. Serial: each step
// needs the last. The plan stays (it is this test's own); nothing shared is deleted.
test('a plan is published, the software reports two sessions, the trainee is certified and everyone sees it', async ({
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(300_000);
  const planName = `瓦斯抽采实操考核${Date.now().toString(36)}`;

  // 1. The vendor's keys for its published software, and the enterprise's credit code.
  const owner = await windowOf(browser, 'enterprise');
  const auth = { authorization: owner.token };
  const applications = await owner.api.get('/api/center/access?size=100', { headers: auth });
  expect(applications.status()).toBe(200);
  const { content } = (await applications.json()) as {
    content: { id: number; status: string; soft: { name: string } }[];
  };
  const passed = content.find((a) => a.status === 'passed' && a.soft.name === SOFT);
  expect(passed, `a passed application of ${SOFT}`).toBeDefined();
  const issued = await owner.api.post(`/api/center/access/${passed!.id}/keys`, { headers: auth });
  expect(issued.status()).toBe(201);
  const keys = (await issued.json()) as { appKey: string; appSecret: string };
  const company = await owner.api.get('/api/center/company', { headers: auth });
  const { creditCode } = (await company.json()) as { creditCode: string };
  expect(creditCode).toHaveLength(18);

  // 2. 新增计划 for 李明 on that software, then 发布. A record counts towards the plan ending first
  // (the demo's running plan for 生产部 ends in 70 days); a retry's plan ends a day earlier still.
  const { page } = owner;
  await page.goto('/#/train/train');
  await expect(page.getByRole('table', { name: '培训计划' })).toBeVisible();
  await page.getByRole('button', { name: '新增计划' }).first().click();
  const form = page.getByRole('dialog', { name: '新增计划' });
  await form.getByLabel('计划名称').fill(planName);
  await choose(page, form, '培训软件', SOFT);
  const start = form.getByPlaceholder('开始日期');
  await start.click();
  await start.fill(day(-1));
  await start.press('Enter');
  const end = form.getByPlaceholder('结束日期');
  await end.fill(day(7 - testInfo.retry));
  await end.press('Enter');
  await expect(start).toHaveValue(day(-1));
  await expect(end).toHaveValue(day(7 - testInfo.retry));
  await form.getByLabel('要求学时').fill('1');
  await form.getByLabel('合格分数').fill('80');
  await form.getByRole('combobox', { name: '员工' }).pressSequentially('CM0001');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: '李明（CM0001）' })
    .click();
  await form.getByText('计划名称', { exact: true }).click();
  await expect(form.getByText('李明（CM0001）')).toBeVisible();
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(form).toBeHidden();
  const row = page.getByRole('table', { name: '培训计划' }).getByRole('row').filter({ hasText: planName });
  await expect(row).toContainText('草稿');
  await expect(row).toContainText(SOFT);
  const href = await row.getByRole('link', { name: planName, exact: true }).getAttribute('href');
  const planId = Number(/[?&]id=(\d+)/.exec(href ?? '')?.[1]);
  expect(planId).toBeGreaterThan(0);
  await row.getByRole('button', { name: `发布 ${planName}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '发布培训计划' });
  await expect(confirm).toContainText('参训人员名单将被冻结');
  await confirm.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('已发布，1 名员工参加本计划')).toBeVisible();
  await expect(row).toContainText('进行中');
  await expect(row).toContainText('0/1');
  await screenshots(page, 'train-plans', () => expect(row).toBeVisible());

  // 3. The software reports two finished sessions of CM0001, signed with the keys: 40 minutes
  // scoring 70 (short of 80), then 35 minutes scoring 88.
  const now = Date.now();
  const sessions = [
    simulatedSession({
      creditCode,
      employeeNo: 'CM0001',
      startTime: now - 120 * MINUTE,
      minutes: 40,
      score: 70,
    }),
    simulatedSession({
      creditCode,
      employeeNo: 'CM0001',
      startTime: now - 60 * MINUTE,
      minutes: 35,
      score: 88,
    }),
  ];
  const answers = [];
  for (const payload of sessions) {
    const answer = await sendRecords({ baseUrl: baseURL, ...keys, payload });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    answers.push(answer.body as { planId: number | null; passed: boolean; flagged: boolean });
  }
  expect(answers[0]).toMatchObject({ planId, passed: false, flagged: false });
  expect(answers[1]).toMatchObject({ planId, passed: true, flagged: false });

  // 4. The plan's detail: 李明 has done the hours, scored 88, completed, and holds a certificate.
  await row.getByRole('link', { name: `详情 ${planName}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: planName })).toBeVisible();
  const trainee = page
    .getByRole('table', { name: '参训人员' })
    .getByRole('row')
    .filter({ hasText: 'CM0001' });
  await expect(trainee).toContainText('李明');
  await expect(trainee).toContainText('已完成');
  const cells = trainee.getByRole('cell');
  const hours = /^([\d.]+)\/1 小时$/.exec((await cells.nth(4).innerText()).trim());
  expect(Number(hours?.[1])).toBeGreaterThanOrEqual(1);
  await expect(cells.nth(5)).toHaveText('88');
  await expect(cells.nth(6)).toHaveText('2');
  const certCode = (await cells.nth(8).innerText()).trim();
  expect(certCode).toMatch(/^[0-9A-F]{12}$/);
  await expect(page.getByRole('article')).toContainText('1/1 人');
  await screenshots(page, 'train-plan-detail', () => expect(trainee).toBeVisible());
  // The enterprise that issued it reads (and prints) the whole name; only the public page masks it.
  await trainee.getByRole('link', { name: `查看证书 ${certCode}` }).click();
  await expect(page.getByRole('article', { name: `培训合格证书 ${certCode}` })).toContainText('持证人李明');

  // Anyone can check the certificate, without signing in.
  const visitor = await playwright.request.newContext({ baseURL });
  const check = await visitor.get(`/api/portal/cert/${certCode}`);
  expect(check.status()).toBe(200);
  expect(await check.json()).toMatchObject({
    code: certCode,
    // Public: the name masked.
    workerName: '李*',
    planName,
    softName: SOFT,
    valid: true,
  });
  await visitor.dispose();
  // …and on its page, printable, with a QR code back to it.
  mkdirSync(OUT, { recursive: true });
  await checkCertificatePage(
    browser,
    baseURL,
    { code: certCode, holder: '李*', enterprise: '示例煤业集团', plan: planName, soft: SOFT },
    (name) => path.join(OUT, `${name}.png`),
  );

  // 5. 培训记录 filtered to CM0001's reported sessions: read-only, and the filters survive a reload.
  await page.goto('/#/train/record');
  const records = page.getByRole('table', { name: '培训记录' });
  await expect(records).toBeVisible();
  await page.getByRole('textbox', { name: '搜索员工' }).fill('CM0001');
  await page.getByRole('textbox', { name: '搜索员工' }).press('Enter');
  await expect(page).toHaveURL(/blurry=CM0001/);
  await choose(page, page, '记录来源', '软件上报');
  await expect(page).toHaveURL(/source=reported/);
  const reported = records.getByRole('row').filter({ hasText: planName });
  await expect(reported).toHaveCount(2);
  for (const r of await reported.all()) {
    await expect(r).toContainText('李明');
    await expect(r).toContainText('软件上报');
    await expect(r).toContainText('软件上报的记录只读');
    await expect(r.getByRole('button', { name: /编辑|删除/ })).toHaveCount(0);
  }
  await expect(reported.filter({ hasText: '0:35:00' })).toContainText('合格');
  await expect(reported.filter({ hasText: '0:40:00' })).toContainText('不合格');
  await page.reload();
  await expect(page).toHaveURL(/blurry=CM0001/);
  await expect(page).toHaveURL(/source=reported/);
  await expect(page.getByRole('textbox', { name: '搜索员工' })).toHaveValue('CM0001');
  await expect(
    page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '记录来源' }) }),
  ).toContainText('软件上报');
  await expect(reported).toHaveCount(2);
  await expect(records.getByRole('row').filter({ hasText: '手工录入' })).toHaveCount(0);
  await screenshots(page, 'train-records', () => expect(reported.first()).toBeVisible());

  // 6. 统计分析: the summary counts records and every chart draws on a canvas; 近3个月 goes into the URL.
  await page.goto('/#/stats');
  const summary = page.getByRole('group', { name: '统计汇总' });
  const recordCount = summary.getByRole('group', { name: '培训记录' });
  await expect(recordCount).toContainText('条');
  expect(Number((await recordCount.locator('strong').innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
  // 设备状态 too: the demo enterprise's six training-room machines, by status. A chart is made
  // when it nears the visible area, so each is scrolled to as a reader would.
  for (const chart of ['培训学时趋势', '合格率趋势', '软件使用排行', '部门人员与持证', '设备状态']) {
    const container = page.getByRole('img', { name: chart });
    await container.scrollIntoViewIfNeeded();
    await expect(container.locator('canvas').first()).toBeVisible();
  }
  const plans = page.getByRole('region', { name: '进行中的培训计划' });
  await plans.scrollIntoViewIfNeeded();
  await expect(plans.getByRole('table', { name: '进行中的培训计划' })).toContainText(planName);
  // antd draws the radio buttons over hidden inputs: a person clicks the label.
  await page.getByText('近3个月', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]from=\d+&to=\d+/);
  await expect(page.getByRole('radio', { name: '近3个月' })).toBeChecked();
  await expect(page.getByRole('img', { name: '培训学时趋势' }).locator('canvas').first()).toBeVisible();
  await screenshots(page, 'stats', () =>
    expect(page.getByRole('img', { name: '部门人员与持证' }).locator('canvas').first()).toBeVisible(),
  );
  expect(owner.problems).toEqual([]);
  await owner.close();

  // 7. 李明 sees the plan completed with the certificate, and the two sessions, in 我的培训.
  const worker = await windowOf(browser, 'worker');
  await worker.page.goto('/#/center/my-train');
  const myPlan = worker.page
    .getByRole('table', { name: '我的培训计划' })
    .getByRole('row')
    .filter({ hasText: planName });
  await expect(myPlan).toContainText('已完成');
  await expect(myPlan).toContainText('进行中');
  await expect(myPlan).toContainText(certCode);
  await expect(myPlan).toContainText('88/80');
  const myRecords = worker.page
    .getByRole('table', { name: '我的培训记录' })
    .getByRole('row')
    .filter({ hasText: planName });
  await expect(myRecords).toHaveCount(2);
  await screenshots(worker.page, 'center-my-train', () => expect(myPlan).toBeVisible());
  // The holder prints the certificate with the whole name (李明, not the public page's 李*).
  await myPlan.getByRole('link', { name: `查看证书 ${certCode}` }).click();
  await expect(worker.page.getByRole('article', { name: `培训合格证书 ${certCode}` })).toContainText(
    '持证人李明',
  );
  expect(worker.problems).toEqual([]);
  await worker.close();
});
