import { WORKER_IMPORT_COLUMNS } from '@coalsim/contract';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';

import { watchPageProblems } from '../../support/page-guards';
import { signInContext } from '../../support/session';
import { screenshot } from '../admin/admin-fixtures';

const stamp = Date.now().toString(36).slice(-5);
const DEPT = `安监部${stamp}`;
const TEAM = `巡检班${stamp}`;
const POST = `安全员${stamp}`;
const phone = (n: number) => `139${Date.now().toString().slice(-6)}${String(n).padStart(2, '0')}`;

/** An import sheet: the template's header row, then the given rows (工号 … 入职日期). */
async function sheet(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('员工');
  ws.addRow([...WORKER_IMPORT_COLUMNS]);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

/** Picks `choice` in the antd (Tree)Select labelled `label` inside `scope`. */
async function pick(page: Page, scope: Locator | Page, label: string, choice: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(choice);
  await page.locator('.ant-select-dropdown:visible').getByTitle(choice, { exact: true }).click();
}

async function addDept(page: Page, name: string, under?: string) {
  await (
    under
      ? page.getByRole('button', { name: `新增下级 ${under}` })
      : page.getByRole('button', { name: '新增', exact: true })
  ).click();
  const d = dialog(page, '新增部门');
  await d.getByLabel('部门名称').fill(name);
  await d.getByRole('button', { name: '确定' }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('table', { name: '部门' }).getByText(name, { exact: true })).toBeVisible();
}

test('an enterprise builds its organisation, imports staff and opens an account a worker signs in with', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const problems = await watchPageProblems(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInContext(context, baseURL!, 'enterprise');

  // 部门管理: a department and one under it.
  await page.goto('/#/center/dept');
  await expect(page.getByRole('heading', { level: 1, name: '部门管理' })).toBeVisible();
  await addDept(page, DEPT);
  await addDept(page, TEAM, DEPT);

  // 岗位管理: a post.
  await page.goto('/#/center/job');
  // The department page, which has a 新增 of its own, stays until this page's code has come.
  await expect(page.getByRole('heading', { level: 1, name: '岗位管理' })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const postDialog = dialog(page, '新增岗位');
  await postDialog.getByLabel('岗位名称').fill(POST);
  await postDialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('table', { name: '岗位' }).getByText(POST)).toBeVisible();

  // 添加员工 by hand, in the sub-department with the new post.
  const handNo = `H${stamp}`;
  await page.goto('/#/center/worker-add');
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/center/worker') saves.push(r.url());
  });
  await page.getByLabel('工号').fill(handNo);
  // Enter in the date confirms the date; it does not submit the half-filled form.
  await page.getByLabel('入职日期').fill('2024-03-01');
  await page.getByLabel('入职日期').press('Enter');
  await page.getByLabel('姓名').fill('周巡检');
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await page.getByLabel('手机号码').fill(phone(1));
  await pick(page, page, '部门', TEAM);
  await pick(page, page, '岗位', POST);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已添加员工 周巡检')).toBeVisible();
  expect(saves).toHaveLength(1);

  // Excel 导入: one bad row is shown and blocks the import; the fixed sheet goes in.
  await page.getByRole('tab', { name: 'Excel 导入' }).click();
  const good = [`I${stamp}1`, '吴一', '男', phone(2), DEPT, POST, '2024-03-01'];
  const bad = [`I${stamp}2`, '郑二', '女', '123', TEAM, POST, '2024-03-02'];
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({
    name: '员工.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await sheet([good, bad]),
  });
  await expect(page.getByText('1 行有错误')).toBeVisible();
  const preview = page.getByRole('table', { name: '导入预览' });
  await expect(preview.getByRole('list', { name: '第 3 行的错误' })).toContainText('手机号码');
  await expect(preview.locator('[aria-invalid="true"]')).toHaveText('123');
  await expect(page.getByRole('button', { name: '确认导入' })).toBeDisabled();
  await screenshot(page, 'center-worker-import-errors-1440');

  await page.getByRole('button', { name: '重新上传' }).click();
  const fixed = [bad[0]!, bad[1]!, bad[2]!, phone(3), TEAM, POST, '2024-03-02'];
  await upload.setInputFiles({
    name: '员工.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await sheet([good, fixed]),
  });
  await expect(page.getByText('0 行有错误')).toBeVisible();
  await page.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText('新增 2 人，更新 0 人')).toBeVisible();

  // 员工管理: the sub-department lists what was added; open an account for the hand-added worker.
  await page.getByRole('link', { name: '查看员工' }).click();
  await page.getByRole('navigation', { name: '部门' }).getByText(TEAM, { exact: true }).click();
  const staff = page.getByRole('table', { name: '员工' });
  await expect(staff.getByText('郑二')).toBeVisible();
  await expect(staff.getByText('吴一')).toHaveCount(0);
  await staff.getByRole('button', { name: '开通账号 周巡检' }).click();
  await page.getByRole('button', { name: '开通', exact: true }).click();
  const opened = dialog(page, '已为 周巡检 开通账号');
  await expect(opened).toContainText('只显示这一次');
  const username = (await opened.getByLabel('用户名').innerText()).trim();
  const password = (await opened.locator('code').innerText()).trim();
  expect(password.length).toBeGreaterThanOrEqual(8);
  await opened.getByRole('button', { name: '我已保存' }).click();
  await expect(staff.getByRole('row').filter({ hasText: '周巡检' })).toContainText(username);
  expect(problems).toEqual([]);

  // The worker signs in elsewhere and sees where they work.
  const workerContext = await browser.newContext();
  try {
    await signInContext(workerContext, baseURL!, username, password);
    const workerPage = await workerContext.newPage();
    await workerPage.goto('/#/center/info');
    const facts = workerPage.locator('dl');
    await expect(facts).toContainText('示例煤业集团');
    await expect(facts).toContainText(TEAM);
    await expect(facts).toContainText(POST);
    await expect(facts).toContainText(handNo);
    // Staff see their own pages, not the enterprise's.
    await expect(workerPage.getByRole('navigation', { name: '个人中心菜单' })).not.toContainText('员工管理');
    await screenshot(workerPage, 'center-info-worker-1440');
  } finally {
    await workerContext.close();
  }
});

test('the organisation pages at desktop and phone widths', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await signInContext(context, baseURL!, 'enterprise');
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const key of ['dept', 'job', 'worker', 'worker-add', 'company']) {
      await page.goto(`/#/center/${key}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (key === 'dept' && width === 1440) {
        // Every column fits: nothing (创建时间) hides under the pinned 操作 column.
        const scroller = page
          .getByRole('table', { name: '部门' })
          .locator('xpath=ancestor::div[contains(@class,"ant-table-content")][1]');
        expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      }
      await screenshot(page, `center-${key}-${width}`);
    }
  }
});
