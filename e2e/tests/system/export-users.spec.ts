import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';

import { expect, openFromSidebar, test } from './system-fixtures';

/** Downloads 用户管理's export and reads it back: the header row and one row per user. */
async function exportUsers(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('用户数据.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? ''))),
    );
  });
  return { header: rows[0]!, data: rows.slice(1) };
}

test('exports the users of the current filters to xlsx', async ({ admin: page }) => {
  await page.goto('/#/home');
  await openFromSidebar(page, '系统管理', '用户管理');
  const total = Number((await page.getByText(/^共 \d+ 条$/).innerText()).match(/\d+/)![0]);

  const all = await exportUsers(page);
  expect(all.header.slice(0, 4)).toEqual(['用户名', '昵称', '账号类型', '角色']);
  expect(all.data).toHaveLength(total);
  const usernames = all.data.map((r) => r[0]);
  expect(usernames).toEqual(expect.arrayContaining(['admin', 'operator', 'enterprise', 'worker']));
  const operator = all.data.find((r) => r[0] === 'operator')!;
  expect(operator.slice(1, 4)).toEqual(['运营专员', '平台人员', '运营人员']);

  // The same filters as the list: only what is shown.
  await page.getByRole('textbox', { name: '搜索用户' }).fill('operator');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/blurry=operator/);
  await expect(page.getByText('共 1 条')).toBeVisible();
  const filtered = await exportUsers(page);
  expect(filtered.data.map((r) => r[0])).toEqual(['operator']);
});
