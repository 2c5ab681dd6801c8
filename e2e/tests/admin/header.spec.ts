import { expect, heightOf, openOnlineUsers, test } from './admin-fixtures';

test.describe('admin navbar', () => {
  test('the search finds pages by a title fragment and by path', async ({ admin: page }) => {
    await page.goto('/#/home');
    await expect(page.getByRole('img', { name: /近 30 日新增注册/ })).toBeVisible({ timeout: 15_000 });
    const search = page.getByRole('combobox', { name: '搜索菜单' });

    await page.getByRole('button', { name: '搜索菜单' }).click();
    await search.fill('在线');
    // antd draws the visible options apart from its screen-reader listbox; they carry the label as title.
    await page.getByTitle('系统监控 > 在线用户').click();
    await expect(page).toHaveURL(/#\/monitor\/online$/);

    await page.getByRole('button', { name: '搜索菜单' }).click();
    await search.fill('/home');
    await expect(page.getByTitle('首页', { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('the size selector sets the cookie and the control height', async ({ admin: page, context }) => {
    await page.goto('/#/home');
    await openOnlineUsers(page);
    const button = page.getByRole('button', { name: '搜索', exact: true });
    expect(await heightOf(button)).toBe(32);

    await page.getByRole('button', { name: '布局大小' }).click();
    await page.getByRole('menuitem', { name: '默认' }).click();
    await expect(page.getByText('布局设置成功')).toBeVisible();
    await expect.poll(() => heightOf(button)).toBe(40);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'size')?.value).toBe('default');

    await page.getByRole('button', { name: '布局大小' }).click();
    await page.getByRole('menuitem', { name: '迷你' }).click();
    await expect.poll(() => heightOf(button)).toBe(24);
  });

  test('the theme colour applies at once and is remembered', async ({ admin: page, context }) => {
    await page.goto('/#/home');
    await openOnlineUsers(page);
    const primary = page.getByRole('button', { name: '搜索', exact: true });
    await expect(primary).toHaveCSS('background-color', 'rgb(24, 144, 255)');

    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    const drawer = page.getByRole('dialog', { name: '系统布局设置' });
    await drawer.getByRole('radio', { name: '#11a983' }).click();
    await expect(drawer.getByRole('radio', { name: '#11a983' })).toHaveAttribute('aria-checked', 'true');
    await expect(primary).toHaveCSS('background-color', 'rgb(17, 169, 131)');
    const theme = (await context.cookies()).find((c) => c.name === 'theme');
    expect(decodeURIComponent(theme?.value ?? '')).toBe('#11a983');
    // 365 days, give or take the seconds the test took.
    expect(theme!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.reload();
    await expect(page.getByRole('button', { name: '搜索', exact: true })).toHaveCSS(
      'background-color',
      'rgb(17, 169, 131)',
    );
  });

  test('the settings switches hide the tabs and the logo', async ({ admin: page }) => {
    await page.goto('/#/home');
    await page.getByRole('button', { name: '打开布局设置' }).click();
    const drawer = page.getByRole('dialog', { name: '系统布局设置' });
    await drawer.getByRole('switch', { name: '显示标签' }).click();
    await expect(page.getByRole('tablist', { name: '已打开的页面' })).toHaveCount(0);
    await drawer.getByRole('switch', { name: '显示 Logo' }).click();
    await expect(page.getByRole('link', { name: '煤炭虚拟仿真空间 首页' })).toHaveCount(0);
  });

  test('collapsing the sidebar sets sidebarStatus=0, which survives a reload', async ({
    admin: page,
    context,
  }) => {
    await page.goto('/#/home');
    await page.getByRole('button', { name: '收起侧边栏' }).click();
    expect((await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
    await page.reload();
    await expect(page.getByRole('button', { name: '展开侧边栏' })).toBeVisible();
    await expect
      .poll(() => page.locator('aside').evaluate((el) => el.getBoundingClientRect().width))
      .toBe(64);
  });
});
