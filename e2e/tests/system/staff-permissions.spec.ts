import type { Page } from '@playwright/test';

import { signInContext } from '../../support/session';
import { dialog, expect, freshUsername, openFromSidebar, sidebar, test } from './system-fixtures';

/** As admin in 角色管理: checks or unchecks 菜单管理 (with its buttons) for 运营人员 and saves. */
async function setMenuManagementForOperators(admin: Page, granted: boolean) {
  await openFromSidebar(admin, '系统管理', '角色管理');
  await admin.getByRole('row', { name: /运营人员/ }).click();
  const tree = admin.getByRole('tree', { name: '运营人员 的菜单权限' });
  const folder = tree.getByRole('treeitem', { name: '系统管理', exact: true });
  if ((await folder.getAttribute('aria-expanded')) !== 'true')
    await folder.locator('.ant-tree-switcher').click();
  const box = tree.getByRole('checkbox', { name: '菜单管理', exact: true });
  await expect(box).toHaveAttribute('aria-checked', String(!granted));
  await box.click();
  await expect(box).toHaveAttribute('aria-checked', String(granted));
  // A previous save's notice may still be up (they last 3 s): wait it out, so that the notice
  // below is this save's.
  await expect(admin.getByText('保存成功')).toHaveCount(0);
  await admin.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('保存成功')).toBeVisible();
}

/**
 * The staff user moves to another page, as people do; the guard re-reads the user and the menus
 * on every navigation (at most once a second), so a change shows on the next one.
 */
async function expectSidebarAfterNavigating(staff: Page, title: string, shown: boolean) {
  const link = sidebar(staff).getByRole('link', { name: title, exact: true });
  const pages = ['用户管理', '字典管理'];
  let turn = 0;
  await expect(async () => {
    await openFromSidebar(staff, '系统管理', pages[turn++ % pages.length]!);
    await expect(link).toHaveCount(shown ? 1 : 0, { timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
}

test('a staff user sees only what its role allows, and role changes apply without signing in again', async ({
  admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const username = freshUsername('staff');

  // As admin: create a platform staff account with the 运营人员 role, password generated.
  await admin.goto('/#/home');
  await openFromSidebar(admin, '系统管理', '用户管理');
  await admin.getByRole('button', { name: '新增' }).click();
  const form = dialog(admin, '新增用户');
  await form.getByLabel('用户名', { exact: true }).fill(username);
  await form.getByLabel('昵称', { exact: true }).fill('E2E 运营');
  await form.getByRole('combobox', { name: '角色' }).click();
  await admin.getByTitle('运营人员（级别 2）').click();
  await admin.keyboard.press('Escape');
  await form.getByRole('button', { name: '确定' }).click();
  const notice = dialog(admin, '初始密码');
  await expect(notice).toBeVisible();
  const password = (await notice.getByLabel(`${username} 的密码`).innerText()).trim();
  expect(password.length).toBeGreaterThanOrEqual(8);
  await notice.getByRole('button', { name: '我已保存' }).click();
  await expect(notice).toBeHidden();
  await expect(admin.getByRole('row').filter({ hasText: username })).toContainText('运营人员');

  // As the new staff user, in a browser of its own.
  const staffContext = await browser.newContext();
  const token = await signInContext(staffContext, baseURL!, username, password);
  const staff = await staffContext.newPage();
  await staff.goto('/#/home');
  const nav = sidebar(staff);
  await nav.getByRole('menuitem', { name: '系统管理' }).click();
  await expect(nav.getByRole('link', { name: '用户管理', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: '字典管理', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: '角色管理', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: '菜单管理', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('menuitem', { name: '系统监控' })).toBeVisible();

  // 用户管理: list and edit, but neither add nor delete.
  await openFromSidebar(staff, '系统管理', '用户管理');
  await expect(staff.getByRole('button', { name: `编辑 ${username}` })).toBeVisible();
  await expect(staff.getByRole('button', { name: '重置密码' })).toBeVisible();
  await expect(staff.getByRole('button', { name: '新增' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /^删除/ })).toHaveCount(0);
  // 字典管理: list only.
  await openFromSidebar(staff, '系统管理', '字典管理');
  await expect(staff.getByRole('row', { name: /user_status/ })).toBeVisible();
  await expect(staff.getByRole('button', { name: '新增' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /^编辑/ })).toHaveCount(0);
  const menusApi = () => staffContext.request.get('/api/menus', { headers: { Authorization: token } });
  expect((await menusApi()).status()).toBe(403);

  // Admin grants 菜单管理: the staff user's sidebar shows it on the next navigation.
  await setMenuManagementForOperators(admin, true);
  await expectSidebarAfterNavigating(staff, '菜单管理', true);
  await nav.getByRole('link', { name: '菜单管理', exact: true }).click();
  await expect(staff.getByRole('row', { name: /系统管理/ })).toBeVisible();
  await expect(staff.getByRole('button', { name: '新增' })).toBeVisible();
  expect((await menusApi()).status()).toBe(200);

  // And takes it back: gone from the sidebar, and the API refuses.
  await setMenuManagementForOperators(admin, false);
  await expectSidebarAfterNavigating(staff, '菜单管理', false);
  expect((await menusApi()).status()).toBe(403);

  await staffContext.close();
});
