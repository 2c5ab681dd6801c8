import { expect, test } from '@playwright/test';

import { holdRequests } from '../../support/hold-requests';

/**
 * The top progress bar (nprogress) is loaded with the first navigation, not with the first page,
 * and still shows while the next page's code loads, then goes.
 */
test('the progress bar is not part of the first load, and shows while the next page loads', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/#/index');
  await expect(page.getByRole('heading', { name: '热门软件' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes('navigation-progress'))).toEqual([]);

  // From now on the next page's code takes a while; the bar's own module does not.
  const release = await holdRequests(page, '**/assets/*.js', (request) =>
    request.url().includes('navigation-progress'),
  );
  await page.getByRole('link', { name: '全部资讯' }).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  expect(scripts.filter((s) => s.includes('navigation-progress'))).toHaveLength(1);

  release();
  await expect(page.getByRole('heading', { name: '资讯动态', level: 1 })).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
