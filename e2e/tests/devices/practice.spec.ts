import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { ilabToken, ilabUpload, simulatedSession } from '../../../tools/open-api-client.mjs';
import { startDeviceAgent } from '../../support/device-agent';
import { watchPageProblems } from '../../support/page-guards';
import { signInContext } from '../../support/session';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
const DEVICE = 'VR头显B';
const SERIAL = 'SIM-004';
const SOFT = '矿井瓦斯抽采系统仿真平台';

/** Picks `label` (a pattern of a title) in the open antd select. */
const choose = (page: Page, label: RegExp) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(label).first().click();

// Issue 44 §2 end to end: 设备控制 → 启动仿真 with 学员 left empty is 练习 — the page says so when
// sent, the simulation the real agent started learns it from its token, its session is kept and
// shows on the command and in 启动记录, and an upload the platform refuses shows there with why.
test('a launch with no 学员 keeps its session as 练习, and a refused upload says why, on the command and in 启动记录', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const token = await signInContext(context, baseURL, 'enterprise');
  const page = await context.newPage();
  const problems = await watchPageProblems(page);
  const api = context.request;
  const auth = { authorization: token };

  // The vendor's keys for its software, as the simulation holds them.
  const applications = await api.get('/api/center/access?size=100', { headers: auth });
  const passed = (
    (await applications.json()) as { content: { id: number; status: string; soft: { name: string } }[] }
  ).content.find((a) => a.status === 'passed' && a.soft.name === SOFT)!;
  const keys = (await (await api.post(`/api/center/access/${passed.id}/keys`, { headers: auth })).json()) as {
    appKey: string;
    appSecret: string;
  };

  // The training room's headset, enrolled and running the real agent.
  const devices = await api.get(`/api/center/device?blurry=${SERIAL}`, { headers: auth });
  const { id: deviceId } = ((await devices.json()) as { content: { id: number }[] }).content[0]!;
  const enrol = await api.post(`/api/center/device/${deviceId}/enrol`, { headers: auth });
  const agent = startDeviceAgent(baseURL, ((await enrol.json()) as { code: string }).code, SERIAL);
  try {
    await page.goto(`/#/center/device-control?dblurry=${SERIAL}`);
    await page.getByRole('checkbox', { name: `选择 ${DEVICE}` }).check();
    await page.getByLabel('启动的软件').click();
    await choose(page, new RegExp(SOFT));
    await expect(page.getByText('不选为练习；输入姓名或工号')).toBeVisible();
    await page.getByRole('button', { name: /下\s*发/ }).click();
    await expect(
      page.getByText('已向 1 台设备下发“启动仿真”（未指定学员：成绩记为练习，不计入学时）'),
    ).toBeVisible();
    const row = page
      .getByRole('table', { name: '指令记录' })
      .getByRole('row')
      .filter({ hasText: DEVICE })
      .first();
    await expect(row).toContainText('练习（未指定学员）');
    await expect(row).toContainText('执行成功', { timeout: 60_000 });

    // The simulation the agent started: the ticket it was given, traded as ilab-x clients do.
    const launched = path.join(agent.dir, 'launched.json');
    await expect.poll(() => existsSync(launched), { timeout: 30_000 }).toBe(true);
    const { ticket } = JSON.parse(readFileSync(launched, 'utf8')) as { ticket: string };
    const traded = await ilabToken({ baseUrl: baseURL, ...keys, ticket });
    const {
      access_token: accessToken,
      un,
      practice,
    } = traded.body as {
      access_token: string;
      un: string;
      practice: boolean;
    };
    expect(practice).toBe(true);
    const upload = (username: string) =>
      ilabUpload({
        baseUrl: baseURL,
        accessToken,
        session: {
          ...simulatedSession({ username, startTime: Date.now() - 40 * 60_000, minutes: 30, score: 90 }),
          title: SOFT,
          appid: keys.appKey,
        },
      });
    expect((await upload(un)).body).toMatchObject({ code: 0, msg: expect.stringMatching(/^已保存为练习/) });
    // A simulation that sends someone else's name is refused (1008), and the page says so.
    expect((await upload('worker')).body).toMatchObject({ code: 1008 });

    await page.reload();
    await expect(row).toContainText('练习 1 次（不计学时）');
    await expect(row).toContainText('仿真上报被拒');
    await expect(row).toContainText('username 与令牌所属用户不一致');
    await page.screenshot({ path: path.join(OUT, 'device-control-practice-1440.png'), fullPage: true });

    await page.goto('/#/train/launch');
    const latest = page.getByRole('table', { name: '启动记录' }).getByRole('row').nth(1);
    await expect(latest).toContainText('（企业账号）');
    await expect(latest).toContainText(`设备：${DEVICE}`);
    await expect(latest).toContainText('练习 1 次（不计学时）');
    await expect(latest).toContainText('仿真上报被拒');
    await page.screenshot({ path: path.join(OUT, 'train-launch-practice-1440.png'), fullPage: true });

    // The stand-in simulator is stopped before the agent goes.
    const stop = await api.post('/api/center/device-command', {
      headers: auth,
      data: { deviceIds: [deviceId], command: 'stop', args: {} },
    });
    const stopId = ((await stop.json()) as { commands: { id: number }[] }).commands[0]!.id;
    await expect
      .poll(
        async () => {
          const res = await api.get(`/api/center/device-command?deviceId=${deviceId}`, { headers: auth });
          const listed = (await res.json()) as { content: { id: number; status: string }[] };
          return listed.content.find((c) => c.id === stopId)?.status;
        },
        { timeout: 60_000 },
      )
      .toBe('succeeded');
  } finally {
    await agent.stop();
  }
  expect(problems).toEqual([]);
  await api.delete('/auth/logout', { headers: auth });
  await context.close();
});
