import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { watchPageProblems } from '../../support/page-guards';
import { signInContext } from '../../support/session';
import { lastDialog } from './portal-support';

// A software no other spec marks, so the counts here are its own.
const SOFT_ID = 7;

async function readCount(page: Page, name: RegExp) {
  const label = await page.getByRole('button', { name }).textContent();
  return Number(/(\d+)\s*$/.exec(label ?? '')?.[1]);
}

test('signed out, 点赞 explains and leads to login, coming back to this software', async ({ page }) => {
  await page.goto(`/#/soft/detail?id=${SOFT_ID}`);
  await page.getByRole('button', { name: /^点赞 \d+$/ }).click();
  const dialog = lastDialog(page);
  await expect(dialog).toContainText('请先登录');
  await dialog.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(new RegExp(`#/login\\?redirect=%2Fsoft%2Fdetail%3Fid%3D${SOFT_ID}$`));
});

test('like and favourite change the counts and show up in the personal centre', async ({
  page,
  context,
  baseURL,
}) => {
  await signInContext(context, baseURL!, 'worker');
  const problems = await watchPageProblems(page);
  await page.goto(`/#/soft/detail?id=${SOFT_ID}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(name).not.toBe('');

  const likes = await readCount(page, /^点赞 \d+$/);
  await page.getByRole('button', { name: /^点赞 \d+$/ }).click();
  const liked = page.getByRole('button', { name: `已点赞 ${likes + 1}` });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');

  const collects = await readCount(page, /^收藏 \d+$/);
  await page.getByRole('button', { name: /^收藏 \d+$/ }).click();
  await expect(page.getByRole('button', { name: `已收藏 ${collects + 1}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The counts are the server's: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('button', { name: `已点赞 ${likes + 1}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `已收藏 ${collects + 1}` })).toBeVisible();

  await page.goto('/#/center/like');
  await expect(page.getByRole('heading', { level: 1, name: '我的点赞' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute(
    'href',
    `#/soft/detail?id=${SOFT_ID}`,
  );

  await page.goto('/#/center/collect');
  await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`#/soft/detail\\?id=${SOFT_ID}$`));

  // Removing from the centre list takes the favourite away again.
  await page.goto('/#/center/collect');
  await page.getByRole('button', { name: `取消收藏：${name}` }).click();
  await expect(page.getByRole('heading', { name: '还没有收藏的软件' })).toBeVisible();
  await page.goto(`/#/soft/detail?id=${SOFT_ID}`);
  await expect(page.getByRole('button', { name: `收藏 ${collects}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('button', { name: `已点赞 ${likes + 1}` })).toBeVisible();
  expect(problems).toEqual([]);
});
