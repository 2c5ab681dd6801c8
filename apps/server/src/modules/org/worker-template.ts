import { WORKER_IMPORT_COLUMNS, WORKER_IMPORT_MAX_ROWS } from '@coalsim/contract';
import ExcelJS from 'exceljs';

import type { Db } from '../../db/database.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { neutraliseFormula, type XlsxFile } from '../../lib/xlsx.js';
import { loadLookups } from './worker-import-lookup.js';

export const WORKER_TEMPLATE_FILE = '员工导入模板.xlsx';
export const TEMPLATE_SHEET = '员工';
export const HELP_SHEET = '部门和岗位';

/** What the sample row shows when the enterprise has no department or post yet. */
const SAMPLE_DEPT = '生产部/综采一队';
const SAMPLE_POST = '采煤机司机';

const NOTES = [
  '填写说明：',
  '1. 在第一页“员工”中从第 2 行起每行填写一名员工，不要改动第 1 行表头；示例行请替换或删除。',
  '2. 工号、姓名、手机号码必填；工号只能包含字母、数字、“-”和“_”。',
  '3. 性别填“男”或“女”，可不填。',
  '4. 部门、岗位填写本页列出的名称；有同名部门时连同上级一起填写，如“生产部/综采一队”。',
  '5. 入职日期写成 2024-03-01 或 2024/3/1，可不填。',
  '6. 工号已存在的员工将按表格内容更新，其余为新增。',
];

// Text cells: Excel would otherwise turn a typed 工号 like 007 into 7 and a phone into 1.38E+10.
const TEXT_COLUMNS = new Set(['工号', '手机号码']);
const WIDTHS: Record<string, number> = {
  工号: 14,
  姓名: 12,
  性别: 8,
  手机号码: 16,
  部门: 24,
  岗位: 16,
  入职日期: 14,
};

/** exceljs has ranged validations (one rule for a whole column) but does not declare them. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

/**
 * The import template: the header row and one sample row on the first sheet (the one the import
 * reads), and on a second sheet the enterprise's departments (as paths) and posts to copy from.
 */
export async function buildWorkerTemplate(db: Db, scope: EnterpriseScope): Promise<XlsxFile> {
  const { depts, posts } = await loadLookups(db, scope, false);
  const deptPaths = depts.paths();
  const postNames = posts.names();

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CoalSim';
  const sheet = workbook.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = WORKER_IMPORT_COLUMNS.map((header) => ({
    header,
    width: WIDTHS[header] ?? 14,
    style: TEXT_COLUMNS.has(header) ? { numFmt: '@' } : header === '入职日期' ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([
    'E0001',
    '张三',
    '男',
    '13800138000',
    neutraliseFormula(deptPaths.find((p) => p.includes('/')) ?? deptPaths[0] ?? SAMPLE_DEPT),
    neutraliseFormula(postNames[0] ?? SAMPLE_POST),
    new Date(Date.UTC(2024, 2, 1)),
  ]);
  // A drop-down for 性别 on every row the import accepts.
  const genderColumn = String.fromCharCode(65 + WORKER_IMPORT_COLUMNS.indexOf('性别'));
  (sheet as unknown as RangeValidations).dataValidations.add(
    `${genderColumn}2:${genderColumn}${WORKER_IMPORT_MAX_ROWS + 1}`,
    {
      type: 'list',
      allowBlank: true,
      formulae: ['"男,女"'],
      showErrorMessage: true,
      errorTitle: '性别',
      error: '性别只能是 男 或 女',
    },
  );

  const help = workbook.addWorksheet(HELP_SHEET);
  help.columns = [
    { header: '部门', width: 32 },
    { header: '岗位', width: 20 },
    { header: '', width: 4 },
    { header: '说明', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  const lines = Math.max(deptPaths.length, postNames.length, NOTES.length);
  for (let i = 0; i < lines; i++) {
    help.addRow([
      neutraliseFormula(deptPaths[i] ?? ''),
      neutraliseFormula(postNames[i] ?? ''),
      '',
      NOTES[i] ?? '',
    ]);
  }
  // What it hands out of the enterprise's data: its departments and posts.
  return {
    content: Buffer.from(await workbook.xlsx.writeBuffer()),
    rows: deptPaths.length + postNames.length,
  };
}
