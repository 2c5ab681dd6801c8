import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';

import { ilabToken, ilabUpload, simulatedSession, ticketOf } from '../../../tools/open-api-client.mjs';
import { watchPageProblems } from '../../support/page-guards';
import { signInContext } from '../../support/session';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
const SOFT = '矿井瓦斯抽采系统仿真平台';

/** A signed-in window with its problems watched; closing it signs out (specs count sessions). */
async function windowOf(browser: Browser, username: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const token = await signInContext(context, baseURL, username);
  const page = await context.newPage();
  const problems = await watchPageProblems(page);
  const close = async () => {
    await context.request.delete('/auth/logout', { headers: { authorization: token } });
    await context.close();
  };
  return { context, page, problems, token, close, api: context.request };
}

// Issue 32 end to end: 启动软件 as a staff member opens the simulation with a ticket; the
// simulation trades it at the ilab-x door as published clients do, learns who trains and uploads
// the session; the trainee sees it in 我的培训, the enterprise in 培训记录 and 启动记录.
test('a staff member launches a software, the simulation learns who trains and its session reaches both views', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The vendor's keys for its published software (the demo enterprise owns it).
  const owner = await windowOf(browser, 'enterprise');
  const auth = { authorization: owner.token };
  const applications = await owner.api.get('/api/center/access?size=100', { headers: auth });
  const { content } = (await applications.json()) as {
    content: { id: number; status: string; soft: { id: number; name: string } }[];
  };
  const passed = content.find((a) => a.status === 'passed' && a.soft.name === SOFT);
  expect(passed, `a passed application of ${SOFT}`).toBeDefined();
  const issued = await owner.api.post(`/api/center/access/${passed!.id}/keys`, { headers: auth });
  expect(issued.status()).toBe(201);
  const keys = (await issued.json()) as { appKey: string; appSecret: string };

  // 李明 (worker) opens the software's page and presses 启动软件: a new tab opens the simulation.
  const trainee = await windowOf(browser, 'worker');
  await trainee.page.goto(`/#/soft/detail?id=${passed!.soft.id}`);
  await expect(trainee.page.getByRole('heading', { level: 1, name: SOFT })).toBeVisible();
  mkdirSync(OUT, { recursive: true });
  await trainee.page.screenshot({ path: path.join(OUT, 'soft-detail-launch-1280.png') });
  const [simulation] = await Promise.all([
    trainee.context.waitForEvent('page'),
    trainee.page.getByRole('button', { name: '启动软件' }).click(),
  ]);
  await simulation.waitForLoadState();
  // The demo software's launch address is this server's page standing in for the simulation
  // (issue 44: it was an address that did not exist): it shows the ticket and the command.
  const launchUrl = simulation.url();
  expect(launchUrl).toMatch(new RegExp(`^${baseURL}/demo/simulation\\?ticket=`));
  await expect(simulation.getByRole('heading', { level: 1, name: '演示仿真软件' })).toBeVisible();
  await expect(simulation.locator('.ticket')).toHaveText(ticketOf(launchUrl)!);
  await expect(simulation.locator('pre')).toContainText(
    `npm run simulator -- --url ${baseURL} --key <AppKey> --secret <AppSecret> --ilab "${launchUrl}"`,
  );
  // Without access to the opener: the simulation cannot reach back into the platform's tab.
  expect(await simulation.evaluate(() => window.opener === null)).toBe(true);

  // The simulation, as an ilab-x client: ticket from its address, MD5-signed, for a token naming 李明.
  const ticket = ticketOf(launchUrl)!;
  const token = await ilabToken({ baseUrl: baseURL, ...keys, ticket });
  expect(token.status).toBe(200);
  const {
    access_token: accessToken,
    un,
    dis,
  } = token.body as { access_token: string; un: string; dis: string };
  expect(un).toBe('worker');
  expect(dis).toBeTruthy();
  // The ticket worked once.
  expect((await ilabToken({ baseUrl: baseURL, ...keys, ticket })).body).toMatchObject({ code: 1003 });
  const session = simulatedSession({
    username: un,
    startTime: Date.now() - 50 * 60_000,
    minutes: 45,
    score: 93,
  });
  const uploaded = await ilabUpload({
    baseUrl: baseURL,
    accessToken,
    session: { ...session, title: SOFT, appid: keys.appKey },
  });
  expect(uploaded.status).toBe(200);
  expect(uploaded.body).toMatchObject({ code: 0 });

  // 李明 sees the session in 我的培训.
  await trainee.page.goto('/#/center/my-train');
  const mine = trainee.page.getByRole('table', { name: '我的培训记录' });
  await expect(mine.getByRole('row').filter({ hasText: '0:45:00' }).filter({ hasText: '93' })).toHaveCount(1);

  // The enterprise sees it in 培训记录 (reported, read-only) and the launch in 启动记录, taken.
  await owner.page.goto('/#/train/record?blurry=CM0001&source=reported');
  const records = owner.page.getByRole('table', { name: '培训记录' });
  await expect(records.getByRole('row').filter({ hasText: '0:45:00' }).filter({ hasText: '93' })).toHaveCount(
    1,
  );
  await owner.page.goto('/#/train/launch?blurry=CM0001');
  const launches = owner.page.getByRole('table', { name: '启动记录' });
  const latest = launches.getByRole('row').nth(1);
  await expect(latest).toContainText('李明（CM0001）');
  await expect(latest).toContainText(SOFT);
  await expect(latest).toContainText('已接入');
  for (const width of [1280, 390]) {
    await owner.page.setViewportSize({ width, height: 844 });
    await expect(latest).toBeVisible();
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await owner.page.screenshot({ path: path.join(OUT, `train-launches-${width}.png`), fullPage: true });
  }

  expect(trainee.problems).toEqual([]);
  expect(owner.problems).toEqual([]);
  await trainee.close();
  await owner.close();
});
