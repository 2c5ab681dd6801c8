import { expect, test } from '@playwright/test';

import { watchPageProblems } from '../../support/page-guards';
import { mainNav } from './portal-support';

/** Spec §2: reachable without a token, with the title each one carries. */
const WHITELISTED = [
  { path: '/index', title: '煤炭虚拟仿真空间 - CoalSim', heading: '煤炭虚拟仿真空间' },
  { path: '/soft', title: '软件中心 - CoalSim', heading: '软件中心' },
  { path: '/soft/detail?id=1', title: '软件详情 - CoalSim', heading: '综采工作面采煤机操作仿真系统' },
  { path: '/new', title: '资讯 - CoalSim', heading: '资讯动态' },
  // The demo news are written oldest first (issue 31 (11)): id 1 is the oldest.
  {
    path: '/new/detail?id=1',
    title: '资讯详情 - CoalSim',
    heading: '煤炭行业虚拟仿真教学资源建设研讨会综述',
  },
  { path: '/login', title: '登录 - CoalSim' },
  { path: '/register', title: '注册 - CoalSim' },
  { path: '/404', title: '404 - CoalSim' },
  { path: '/401', title: '401 - CoalSim' },
];

for (const route of WHITELISTED) {
  test(`signed out, ${route.path} renders with its title and no console problems`, async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto(`/#${route.path}`);
    await expect(page).toHaveTitle(route.title);
    expect(new URL(page.url()).hash).toBe(`#${route.path}`);
    if (route.heading)
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

const PROTECTED = [
  '/stats',
  '/my-soft',
  '/trainPlan',
  '/train/record',
  '/center/info',
  '/center/collect?from=mail',
  '/assess/team',
  '/center',
];

for (const path of PROTECTED) {
  test(`signed out, ${path} goes to login with the full path as redirect`, async ({ page }) => {
    await page.goto(`/#${path}`);
    await expect(page).toHaveURL(
      new RegExp(`#/login\\?redirect=${encodeURIComponent(path).replace(/[?]/g, '\\?')}$`),
    );
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  });
}

test('/ opens the portal home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/index$/);
});

test('signed out, the navigation shows 登录 and no 退出登录; gated items lead to login', async ({ page }) => {
  await page.goto('/#/index');
  const nav = mainNav(page);
  await expect(nav.getByRole('link')).toHaveText([
    '首页',
    '统计分析',
    '软件中心',
    '考核中心',
    '培训中心',
    '登录',
  ]);
  await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: '退出登录' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: '个人中心' })).toHaveCount(0);

  await nav.getByRole('link', { name: '统计分析' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fstats$/);
  await page.goto('/#/index');
  await mainNav(page).getByRole('link', { name: '培训中心' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2FtrainPlan$/);
});

test('the first load of /index fetches no back-office code and no ECharts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/#/index');
  await expect(page.getByRole('heading', { level: 1, name: '煤炭虚拟仿真空间' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /admin|echarts|dashboard|registrations-chart|monitor/i.test(s))).toEqual([]);
});

test('the home page, drawn without antd, follows the chosen theme colour', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'theme', value: '#13c2c2', url: baseURL! }]);
  await page.goto('/#/index');
  await expect(page.getByRole('link', { name: '浏览软件中心' })).toHaveCSS(
    'background-color',
    'rgb(19, 194, 194)',
  );
  await expect(page.getByRole('main').getByRole('link', { name: '注册账号' })).toHaveCSS(
    'border-color',
    'rgb(255, 255, 255)',
  );
});

test('on a phone the navigation folds into a menu that closes after choosing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/index');
  await expect(mainNav(page)).toBeHidden();
  const toggle = page.getByRole('button', { name: '打开导航菜单' });
  await toggle.click();
  const panel = page.getByRole('banner').getByRole('navigation', { name: '主导航' });
  await expect(panel.getByRole('link', { name: '软件中心' })).toBeVisible();
  await panel.getByRole('link', { name: '软件中心' }).click();
  await expect(page).toHaveURL(/#\/soft$/);
  await expect(page.getByRole('button', { name: '打开导航菜单' })).toHaveAttribute('aria-expanded', 'false');
});

test('an unknown software or news id shows a friendly not-found state in the portal', async ({ page }) => {
  await page.goto('/#/soft/detail?id=999999');
  await expect(page.getByRole('heading', { level: 1, name: '软件不存在或已下架' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: '浏览软件中心' }).click();
  await expect(page).toHaveURL(/#\/soft$/);

  await page.goto('/#/new/detail?id=abc');
  await expect(page.getByRole('heading', { level: 1, name: '资讯不存在或已下线' })).toBeVisible();
});
