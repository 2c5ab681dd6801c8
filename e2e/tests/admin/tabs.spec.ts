import { expect, openOnlineUsers, sidebar, tab, tabTitles, tablist, test } from './admin-fixtures';

test.describe('admin shell: sidebar, tabs and page cache', () => {
  test('builds the sidebar from the server menus', async ({ admin: page }) => {
    await page.goto('/#/dashboard');
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page).toHaveTitle('首页 - CoalSim');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: '首页', exact: true })).toBeVisible();
    await nav.getByRole('menuitem', { name: '系统监控' }).click();
    await nav.getByRole('link', { name: '在线用户' }).click();
    await expect(page).toHaveURL(/#\/monitor\/online$/);
    await expect(page).toHaveTitle('在线用户 - CoalSim');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).or(page.locator('.ant-breadcrumb')),
    ).toContainText('系统监控');
  });

  test('opens one tab per page, keeps a cached page as it was, and 刷新 starts it afresh', async ({
    admin: page,
  }) => {
    await page.goto('/#/home');
    await openOnlineUsers(page);
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await expect(page).toHaveURL(/#\/user\/center$/);
    await openOnlineUsers(page);
    expect(await tabTitles(page)).toEqual(['首页', '在线用户', '个人中心']);

    // Typed but not searched: page state, which only the cache can keep.
    const filter = page.getByRole('textbox', { name: '用户名' });
    await filter.fill('adm');
    await tab(page, '首页').click();
    await expect(page.getByRole('heading', { name: /平台管理员/ })).toBeVisible();
    await tab(page, '在线用户').click();
    await expect(filter).toHaveValue('adm');

    await tab(page, '在线用户').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await expect(page).toHaveURL(/#\/monitor\/online$/);
    await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('');
    expect(await tabTitles(page)).toEqual(['首页', '在线用户', '个人中心']);
  });

  test('关闭其他 keeps the pinned tab and the chosen one; 关闭所有 shows the pinned tab', async ({
    admin: page,
  }) => {
    await page.goto('/#/user/center');
    await openOnlineUsers(page);
    await tab(page, '个人中心').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    expect(await tabTitles(page)).toEqual(['首页', '个人中心']);
    await expect(page).toHaveURL(/#\/user\/center$/);

    await openOnlineUsers(page);
    await tab(page, '在线用户').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    expect(await tabTitles(page)).toEqual(['首页']);
    await expect(page).toHaveURL(/#\/home$/);
    await expect(tab(page, '首页')).toHaveAttribute('aria-selected', 'true');
  });

  test('a pinned tab cannot be closed; middle-click closes the others', async ({ admin: page }) => {
    await page.goto('/#/home');
    await openOnlineUsers(page);
    await tab(page, '首页').click({ button: 'middle' });
    await tab(page, '首页').click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: '关闭', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');
    expect(await tabTitles(page)).toEqual(['首页', '在线用户']);

    await tab(page, '在线用户').click({ button: 'middle' });
    expect(await tabTitles(page)).toEqual(['首页']);
    // Closing the tab on screen shows the last tab left.
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('the context menu works from the keyboard', async ({ admin: page }) => {
    await page.goto('/#/user/center');
    await openOnlineUsers(page);
    await expect(tablist(page).getByRole('tab')).toHaveCount(3);

    const online = tab(page, '在线用户');
    await online.focus();
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: /在线用户/ });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '刷新' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: '关闭其他' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    expect(await tabTitles(page)).toEqual(['首页', '在线用户']);

    // Escape leaves the menu and gives focus back to the tab; arrows move between tabs.
    await online.focus();
    await page.keyboard.press('ContextMenu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(online).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, '首页')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('an unknown back-office path goes to /404', async ({ admin: page }) => {
    await page.goto('/#/monitor/nothing-here');
    await expect(page).toHaveURL(/#\/404$/);
  });
});
