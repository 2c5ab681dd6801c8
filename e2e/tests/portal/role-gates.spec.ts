import { expect, test } from '@playwright/test';

import { watchPageProblems } from '../../support/page-guards';
import { signInContext } from '../../support/session';
import { lastDialog, mainNav } from './portal-support';

/** DESIGN §3: the three gated items, their targets and the spec's exact alert texts. */
const GATES = [
  {
    label: '统计分析',
    path: '/stats',
    text: '当前角色无法进入统计分析！',
    heading: '统计分析',
    url: /#\/stats$/,
  },
  {
    label: '考核中心',
    path: '/my-soft',
    text: '当前角色无法进入软件接入！',
    heading: '软件接入',
    url: /#\/my-soft$/,
  },
  {
    label: '培训中心',
    path: '/trainPlan',
    text: '当前角色无法进入考核中心！',
    heading: '培训中心',
    url: /#\/train\/train$/,
  },
];

test.describe('as worker (role 3)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInContext(context, baseURL!, 'worker');
  });

  test('each gated item shows its exact alert titled 提示 and does not navigate', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto('/#/soft');
    await expect(mainNav(page).getByRole('button', { name: '退出登录' })).toBeVisible();
    for (const gate of GATES) {
      await mainNav(page).getByRole('link', { name: gate.label }).click();
      const dialog = lastDialog(page);
      await expect(dialog).toContainText('提示');
      await expect(dialog).toContainText(gate.text);
      await expect(page).toHaveURL(/#\/soft$/);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await expect(page.getByRole('heading', { level: 1, name: '软件中心' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  for (const gate of GATES) {
    test(`opening ${gate.path} directly shows the alert and lands on /index`, async ({ page }) => {
      await page.goto(`/#${gate.path}`);
      await expect(lastDialog(page)).toContainText(gate.text);
      await expect(page).toHaveURL(/#\/index$/);
      await expect(page.getByRole('heading', { level: 1, name: gate.heading })).toHaveCount(0);
    });
  }

  test('every gated address typed into the bar alerts and lands on /index, not only the first', async ({
    page,
  }) => {
    await page.goto('/#/index');
    await expect(mainNav(page).getByRole('button', { name: '退出登录' })).toBeVisible();
    for (const gate of [...GATES, GATES[0]!]) {
      // Typed into the address bar: a hash change of the loaded page, as a user makes it.
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#${gate.path}`);
      const dialog = lastDialog(page);
      await expect(dialog).toContainText(gate.text);
      await expect(page).toHaveURL(/#\/index$/);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: gate.heading })).toHaveCount(0);
    }
  });
});

test('as enterprise (role 2) all three gated items open', async ({ page, context, baseURL }) => {
  await signInContext(context, baseURL!, 'enterprise');
  const problems = await watchPageProblems(page);
  await page.goto('/#/index');
  for (const gate of GATES) {
    await mainNav(page).getByRole('link', { name: gate.label }).click();
    await expect(page).toHaveURL(gate.url);
    await expect(page.getByRole('heading', { level: 1, name: gate.heading })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: gate.label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});
