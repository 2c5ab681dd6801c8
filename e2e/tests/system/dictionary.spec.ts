import type { Page } from '@playwright/test';

import { dialog, expect, openFromSidebar, selectChoices, test } from './system-fixtures';

/** The choices of 用户管理's 状态 filter, which come from the user_status dictionary. */
async function statusChoices(page: Page): Promise<string[]> {
  await openFromSidebar(page, '系统管理', '用户管理');
  return selectChoices(page, page.getByRole('combobox', { name: '状态' }));
}

async function openUserStatus(page: Page) {
  await openFromSidebar(page, '系统管理', '字典管理');
  await page.getByRole('row', { name: /user_status/ }).click();
  await expect(page).toHaveURL(/dict=user_status/);
  const panel = page.getByRole('region', { name: '字典详情' });
  await expect(panel).toContainText('user_status');
  return panel;
}

test('a dictionary choice created, edited and deleted shows at once in the page that uses it', async ({
  admin: page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/#/home');
  expect(await statusChoices(page)).toEqual(['激活', '禁用']);

  // Create.
  let details = await openUserStatus(page);
  await details.getByRole('button', { name: '新增' }).click();
  let form = dialog(page, '新增字典详情 · user_status');
  await form.getByLabel('字典标签').fill('冻结');
  await form.getByLabel('字典值').fill('frozen');
  await form.getByLabel('排序').fill('3');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(details.getByRole('row', { name: /冻结/ })).toBeVisible();
  expect(await statusChoices(page)).toEqual(['激活', '禁用', '冻结']);

  // Edit.
  details = await openUserStatus(page);
  await details.getByRole('button', { name: '编辑 冻结' }).click();
  form = dialog(page, '编辑字典详情 · user_status');
  await form.getByLabel('字典标签').fill('锁定');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await expect(details.getByRole('row', { name: /锁定/ })).toBeVisible();
  expect(await statusChoices(page)).toEqual(['激活', '禁用', '锁定']);

  // Delete, after confirming.
  details = await openUserStatus(page);
  await details.getByRole('button', { name: '删除 锁定' }).click();
  await expect(page.getByText('确定删除选项“锁定”吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(details.getByRole('row', { name: /锁定/ })).toHaveCount(0);
  expect(await statusChoices(page)).toEqual(['激活', '禁用']);
});
