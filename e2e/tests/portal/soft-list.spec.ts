import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const names = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();

/** What the API lists for a query, in order: the page must show exactly this. */
async function serverNames(page: Page, query: string): Promise<string[]> {
  const res = await page.request.get(`/api/portal/soft?size=12&${query}`);
  return ((await res.json()) as { content: Array<{ name: string }> }).content.map((s) => s.name);
}

async function expectState(
  page: Page,
  { keyword, category, sort, pageNo }: { keyword: string; category: string; sort: string; pageNo: string },
) {
  // A reload fetches the page afresh; on a busy machine that can take longer than one assertion's wait.
  await expect(page.getByText(/^共 \d+ 款软件$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('searchbox', { name: '搜索软件' })).toHaveValue(keyword);
  await expect(
    page.getByRole('group', { name: '软件分类' }).getByRole('button', { name: category }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', { name: sort })).toBeChecked();
  await expect(
    page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: `第 ${pageNo} 页` }),
  ).toHaveAttribute('aria-current', 'page');
}

test('search, sort, page and category are kept in the URL and survive a reload', async ({ page }) => {
  await page.goto('/#/soft');
  await expect(page.getByText('共 25 款软件')).toBeVisible();

  await page.getByRole('searchbox', { name: '搜索软件' }).fill('仿真');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=%E4%BB%BF%E7%9C%9F/);
  const total = await page.getByText(/^共 \d+ 款软件$/).textContent();
  expect(Number(/\d+/.exec(total ?? '')?.[0])).toBeGreaterThan(12);

  await page.getByText('最多浏览', { exact: true }).click();
  await expect(page).toHaveURL(/sort=views/);
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  // The old cards stay until the new page arrives: wait for the server's page 2 before reading it.
  const expected = await serverNames(page, 'keyword=%E4%BB%BF%E7%9C%9F&sort=views&page=1');
  await expect.poll(() => names(page)).toEqual(expected);
  const pageTwo = await names(page);
  expect(pageTwo.length).toBeGreaterThan(0);

  await page.reload();
  await expectState(page, { keyword: '仿真', category: '全部', sort: '最多浏览', pageNo: '2' });
  await expect.poll(() => names(page)).toEqual(pageTwo);

  // A new category starts again at page 1 and keeps the keyword and the sort.
  await page.getByRole('group', { name: '软件分类' }).getByRole('button', { name: '通风' }).click();
  await expect(page).toHaveURL(/category=ventilation/);
  await expect(page).not.toHaveURL(/page=/);
  const ventilation = await serverNames(
    page,
    'keyword=%E4%BB%BF%E7%9C%9F&sort=views&category=ventilation&page=0',
  );
  await expect.poll(() => names(page)).toEqual(ventilation);
  await page.reload();
  await expect(page.getByText(/^共 \d+ 款软件$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('searchbox', { name: '搜索软件' })).toHaveValue('仿真');
  await expect(
    page.getByRole('group', { name: '软件分类' }).getByRole('button', { name: '通风' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', { name: '最多浏览' })).toBeChecked();
  await expect.poll(() => names(page)).toEqual(ventilation);
  await expect(page).toHaveURL(/keyword=.+&category=ventilation&sort=views$/);
});

test('a shared link shows the same list, and an impossible page offers the way back', async ({ page }) => {
  await page.goto('/#/soft?category=mining&sort=likes');
  await expect(page.getByText('共 3 款软件')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('radio', { name: '最多点赞' })).toBeChecked();

  await page.goto('/#/soft?page=40');
  await expect(page.getByRole('heading', { name: '第 40 页没有软件' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '回到第一页' }).click();
  await expect(page).toHaveURL(/#\/soft$/);
});

test('the first row of covers loads at once, at high priority; the rest wait until they come near', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/soft');
  await expect(page.getByText('共 25 款软件')).toBeVisible();
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(4);
  await expect(cards.nth(0).locator('img')).toHaveAttribute('fetchpriority', 'high');
  // Twelve cards on the page, one per row on a phone: the last is far below the fold, not loaded.
  await expect(cards).toHaveCount(12);
  await expect(cards.nth(11).locator('img')).toHaveCount(0);
});

test('a visit asks once for its list and once for the categories, and a filter once for its list', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/portal/soft' || url.pathname === '/api/dictDetail')
      asked.push(url.pathname + url.search);
  });
  await page.goto('/#/soft?sort=views');
  await expect(page.getByText('共 25 款软件')).toBeVisible();
  const lists = () => asked.filter((a) => a.startsWith('/api/portal/soft'));
  expect(lists()).toEqual(['/api/portal/soft?page=0&size=12&sort=views']);
  expect(asked.filter((a) => a.startsWith('/api/dictDetail'))).toEqual([
    '/api/dictDetail?dictName=soft_category&page=0&size=9999',
  ]);

  await page.getByRole('group', { name: '软件分类' }).getByRole('button', { name: '通风' }).click();
  await expect(page).toHaveURL(/category=ventilation/);
  await expect.poll(lists).toHaveLength(2);
  expect(lists()[1]).toContain('category=ventilation');
  await expect(page.getByText(/^共 \d+ 款软件$/)).toBeVisible();
  expect(lists()).toHaveLength(2);
  expect(asked.filter((a) => a.startsWith('/api/dictDetail'))).toHaveLength(1);
});
