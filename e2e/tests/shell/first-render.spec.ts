import { expect, test } from '@playwright/test';

/**
 * The app renders once the first page's code is there, so its first commit is the page: the splash
 * (or the landing frame) is replaced by the page itself, never by a loading spinner in between.
 * Records, from before the first byte, every element added under #root.
 */
for (const [address, ready] of [
  ['/#/index', '热门软件'],
  ['/#/soft', '软件中心'],
  ['/#/login', '账号登录'],
] as const) {
  test(`${address}: the splash or frame gives way to the page, with no spinner in between`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { __rootAdded: string[] }).__rootAdded = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement && node.closest('#root')) added.push(node.outerHTML);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(address);
    await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    const added = await page.evaluate(() => (window as unknown as { __rootAdded: string[] }).__rootAdded);
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((html) => html.includes('页面加载中') || html.includes('ant-spin-lg'))).toEqual([]);
    await expect(page.getByRole('status', { name: '页面加载中' })).toHaveCount(0);
  });
}
