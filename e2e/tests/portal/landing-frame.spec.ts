import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { watchPageProblems } from '../../support/page-guards';
import { TOKEN_COOKIE } from '../../support/session';

/**
 * index.html carries the first frames of the home page (header and hero) and of the software
 * centre (header, banner, placeholders), rendered at build time and shown before the scripts
 * arrive at their addresses for visitors without a session. Here the scripts never arrive: what is
 * visible is the page itself, not the app.
 */
async function withoutScripts(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

const hero = (page: Page) => page.getByRole('heading', { level: 1, name: '煤炭虚拟仿真空间' });
const splash = (page: Page) => page.getByText('正在加载…');

test('before any script, the home address shows the landing frame with working links', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/#/index');
  await expect(hero(page)).toBeVisible();
  await expect(splash(page)).toBeHidden();
  const nav = page.getByRole('banner').getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '软件中心' })).toHaveAttribute('href', '#/soft');
  await expect(page.getByRole('link', { name: '注册账号' })).toHaveAttribute('href', '#/register');
  // The page's stylesheet came with the frame: the primary button is filled.
  const primary = page.getByRole('link', { name: '浏览软件中心' });
  await expect(primary).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  // Buttons need the app: on a phone the menu's toggle waits, disabled, until the app replaces it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: '打开导航菜单' })).toBeDisabled();
  await page.setViewportSize({ width: 1280, height: 720 });

  // A tap goes where the link says; the frame is for the home address only.
  await nav.getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
});

test('the bare address shows the frame too; other pages and signed-in visitors keep the splash', async ({
  page,
  context,
  baseURL,
}) => {
  await withoutScripts(page);
  await page.goto('/');
  await expect(hero(page)).toBeVisible();

  await page.goto('/#/new');
  await page.reload();
  await expect(splash(page)).toBeVisible();
  await expect(hero(page)).toBeHidden();

  // A list with filters in its address waits for the app, rather than show the unfiltered frame.
  await page.goto('/#/soft?category=mining');
  await page.reload();
  await expect(splash(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: '软件中心' })).toBeHidden();

  // A session means a different header (个人中心, 退出登录): not the anonymous frame.
  await context.addCookies([{ name: TOKEN_COOKIE, value: 'Bearer x', url: baseURL!, sameSite: 'Strict' }]);
  await page.goto('/#/index');
  await page.reload();
  await expect(splash(page)).toBeVisible();
  await expect(hero(page)).toBeHidden();
});

test('with the scripts, the app replaces the frame: one page, no problems', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.goto('/#/index');
  await expect(page.getByRole('heading', { name: '热门软件' })).toBeVisible();
  await expect(hero(page)).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('before any script, the software centre shows its frame: banner, read-only search, placeholders', async ({
  page,
}) => {
  await withoutScripts(page);
  await page.goto('/#/soft');
  await expect(page.getByRole('heading', { level: 1, name: '软件中心' })).toBeVisible();
  await expect(splash(page)).toBeHidden();
  await expect(hero(page)).toBeHidden();
  // What is typed before the app arrives would be lost with the frame: the box waits, read-only.
  await expect(page.getByRole('searchbox', { name: '搜索软件' })).toHaveAttribute('readonly', '');
  await expect(page.getByText('正在加载软件…')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }),
  ).toHaveAttribute('href', '#/index');
});

test('before any script, the software centre placeholders pulse as one, or not at all for reduced motion', async ({
  page,
}) => {
  // One element pulses on opacity, which the compositor runs: a shimmer on every grey block
  // repainted them all on every frame while the page loaded.
  const animations = () =>
    page.evaluate(() =>
      document.getAnimations().map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        return {
          cards: effect.target?.children.length ?? 0,
          properties: Object.keys(effect.getKeyframes()[0] ?? {}),
        };
      }),
    );
  await withoutScripts(page);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/#/soft');
  await expect(page.getByText('正在加载软件…')).toBeVisible();
  const running = await animations();
  expect(running).toHaveLength(1);
  expect(running[0]!.cards).toBeGreaterThan(1);
  expect(running[0]!.properties).toContain('opacity');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(animations).toEqual([]);
});

test('with the scripts, the app replaces the software centre frame: one list, no problems', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  await page.goto('/#/soft');
  await expect(page.getByText(/共 \d+ 款软件/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '软件中心' })).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: '搜索软件' })).not.toHaveAttribute('readonly');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
