import { QUESTION_IMPORT_COLUMNS } from '@coalsim/contract';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';

import { watchPageProblems } from '../../support/page-guards';
import { signInContext } from '../../support/session';
import { screenshot } from '../admin/admin-fixtures';

const stamp = Date.now().toString(36).slice(-5);
const BANK = `瓦斯检查题库${stamp}`;

/** An import sheet: the template's header row, then rows given by column (the others empty). */
async function sheet(rows: Partial<Record<string, string>>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('试题');
  ws.addRow([...QUESTION_IMPORT_COLUMNS]);
  for (const r of rows) ws.addRow(QUESTION_IMPORT_COLUMNS.map((c) => r[c] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const gasLimit = {
  题型: '单选题',
  题干: `采掘工作面风流中瓦斯浓度达到（  ）时，必须停止用电钻打眼。${stamp}`,
  选项A: '0.5%',
  选项B: '1.0%',
  选项C: '1.5%',
  选项D: '2.0%',
  答案: 'B',
  章节: '瓦斯',
};
const selfRescuer = {
  题型: '判断题',
  题干: `入井人员必须随身携带自救器。${stamp}`,
  答案: '正确',
  章节: '应急救援',
};

test('an enterprise copies the platform’s bank, makes its own and imports questions into it', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = await watchPageProblems(page);
  await signInContext(context, baseURL!, 'enterprise');
  await page.goto('/#/train/bank');
  await expect(
    page.getByRole('navigation', { name: '培训中心栏目' }).getByRole('link', { name: '题库' }),
  ).toHaveAttribute('aria-current', 'page');

  // 平台题库: read-only, copied whole into the enterprise's own banks.
  await page.getByText('平台题库', { exact: true }).click();
  await expect(page).toHaveURL(/source=platform/);
  const platform = page
    .getByRole('table', { name: '题库' })
    .getByRole('row', { name: /煤矿安全生产通用知识题库/ });
  await expect(platform).toContainText('210');
  await expect(platform.getByRole('button', { name: /编辑/ })).toHaveCount(0);
  await platform.getByRole('button', { name: '复制 煤矿安全生产通用知识题库 到本企业' }).click();
  await expect(page.getByText(/已复制为本企业题库“煤矿安全生产通用知识题库”（210 道试题）/)).toBeVisible();
  await expect(page).not.toHaveURL(/source=platform/);
  await expect(
    page
      .getByRole('table', { name: '题库' })
      .getByRole('row', { name: /煤矿安全生产通用知识题库/ })
      .first(),
  ).toContainText('本企业');

  // A bank of its own, for 瓦斯检查工.
  await page.getByRole('button', { name: '新增题库' }).click();
  const form = page.getByRole('dialog').filter({ hasText: '新增题库' });
  await form.getByRole('textbox', { name: '题库名称' }).fill(BANK);
  await form.getByRole('combobox', { name: '人员类别' }).click();
  await form.getByRole('combobox', { name: '人员类别' }).fill('瓦斯检查');
  await page.locator('.ant-select-dropdown:visible').getByTitle('煤矿瓦斯检查作业', { exact: true }).click();
  await form.getByRole('button', { name: '确定' }).click();
  await page.getByRole('link', { name: BANK }).first().click();
  await expect(page).toHaveURL(/#\/train\/question\?id=\d+/);
  await expect(page.getByText('这个题库还没有试题')).toBeVisible();

  // 导入: the template downloads; a sheet with a bad row is shown and refused; the fixed one goes in.
  await page.getByRole('button', { name: '导入' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `导入试题到“${BANK}”` });
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: '下载模板' }).click();
  expect((await download).suggestedFilename()).toBe('试题导入模板.xlsx');
  const upload = drawer.locator('input[type="file"]');
  await upload.setInputFiles({
    name: '试题.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await sheet([gasLimit, { ...selfRescuer, 答案: '也许' }]),
  });
  await expect(drawer.getByText('1 行有错误')).toBeVisible();
  await expect(drawer.getByRole('list', { name: '第 3 行的错误' })).toContainText(
    '判断题的答案填“正确”或“错误”',
  );
  await expect(drawer.getByRole('button', { name: '确认导入' })).toBeDisabled();
  await screenshot(page, 'exam-question-import-errors-1440');
  await drawer.getByRole('button', { name: '重新上传' }).click();
  await upload.setInputFiles({
    name: '试题.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await sheet([gasLimit, selfRescuer]),
  });
  await expect(drawer.getByText('0 行有错误')).toBeVisible();
  await drawer.getByRole('button', { name: '确认导入' }).click();
  await expect(drawer.getByText('已导入 2 道试题')).toBeVisible();
  await drawer.getByRole('button', { name: '查看试题' }).click();

  const questions = page.getByRole('table', { name: '试题' });
  await expect(questions.getByRole('row', { name: /必须停止用电钻打眼/ })).toContainText('瓦斯');
  await expect(questions.getByRole('row', { name: /随身携带自救器/ })).toContainText('正确');
  await expect(page.getByText('2 道')).toBeVisible();
  // 判断题 only, from the URL.
  await page.getByRole('combobox', { name: '题型' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('判断题', { exact: true }).click();
  await expect(page).toHaveURL(/type=judge/);
  await expect(questions.getByRole('row', { name: /必须停止用电钻打眼/ })).toHaveCount(0);
  await screenshot(page, 'exam-questions-1440');

  // On a phone: the page fits, the table scrolls inside itself.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(questions).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await screenshot(page, 'exam-questions-390');
  expect(problems).toEqual([]);
});
