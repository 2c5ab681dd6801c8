import { expect, test } from '@playwright/test';

import { watchPageProblems } from '../../support/page-guards';
import { signInContext } from '../../support/session';

const pages = [
  { path: '/#/index', url: /#\/index$/, title: '煤炭虚拟仿真空间 - CoalSim' },
  { path: '/#/login', url: /#\/login$/, title: '登录 - CoalSim' },
  { path: '/#/404', url: /#\/404$/, title: '404 - CoalSim' },
  // Signed out, any path off the whitelist goes to login first (spec §2), unknown ones included.
  { path: '/#/no/such/page', url: /#\/login\?redirect=%2Fno%2Fsuch%2Fpage$/, title: '登录 - CoalSim' },
  { path: '/', url: /#\/index$/, title: '煤炭虚拟仿真空间 - CoalSim' },
];

for (const p of pages) {
  test(`${p.path} has the title "${p.title}" and no console errors or CSP violations`, async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto(p.path);
    await expect(page).toHaveURL(p.url);
    await expect(page).toHaveTitle(p.title);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('signed in, an unknown path ends on the 404 page', async ({ page, context, baseURL }) => {
  await signInContext(context, baseURL!, 'worker');
  const problems = await watchPageProblems(page);
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page).toHaveTitle('404 - CoalSim');
  expect(problems).toEqual([]);
});

test('the 404 page offers the way home', async ({ page }) => {
  await page.goto('/#/404');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/index$/);
});
