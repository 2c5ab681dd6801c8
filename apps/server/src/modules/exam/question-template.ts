import { QUESTION_IMPORT_COLUMNS, QUESTION_IMPORT_MAX_ROWS, QUESTION_LEVELS } from '@coalsim/contract';
import ExcelJS from 'exceljs';

import type { XlsxFile } from '../../lib/xlsx.js';

export const QUESTION_TEMPLATE_FILE = '试题导入模板.xlsx';
export const QUESTION_TEMPLATE_SHEET = '试题';
const HELP_SHEET = '填写说明';

/** One example per type, each a real question a coal mine's exam would ask. */
const EXAMPLES: string[][] = [
  [
    '单选题',
    '采掘工作面进风流中，氧气浓度不得低于（  ）。',
    '18%',
    '20%',
    '22%',
    '25%',
    '',
    '',
    'B',
    '《煤矿安全规程》：采掘工作面的进风流中，氧气浓度不低于20%。',
    '通风',
    '掌握',
    '2',
  ],
  [
    '多选题',
    '下列属于煤矿井下紧急避险“六大系统”的有（  ）。',
    '监测监控系统',
    '人员位置监测系统',
    '紧急避险系统',
    '压风自救系统',
    '通风除尘系统',
    '',
    'ABCD',
    '六大系统：监测监控、人员位置监测、紧急避险、压风自救、供水施救和通信联络系统。',
    '应急救援',
    '了解',
    '3',
  ],
  [
    '判断题',
    '井下可以带电检修、搬迁电气设备。',
    '',
    '',
    '',
    '',
    '',
    '',
    '错误',
    '《煤矿安全规程》：井下严禁带电检修、搬迁电气设备、电缆和电线。',
    '机电运输',
    '熟练掌握',
    '1',
  ],
];

const NOTES = [
  '1. 在第一页“试题”中从第 2 行起每行填写一道试题，不要改动第 1 行表头；示例行请替换或删除。',
  '2. 题型填“单选题”“多选题”或“判断题”。',
  '3. 选择题从选项A起依次填写 2 到 6 个选项；判断题不填选项。',
  '4. 答案：单选题填一个字母，如 B；多选题填两个及以上字母，如 ACD 或 A,C,D；判断题填“正确”或“错误”。',
  `5. 掌握程度填 ${QUESTION_LEVELS.join('、')} 之一，不填为“掌握”；难度填 1 到 5，不填为 3。`,
  '6. 解析、章节可不填；章节用于组卷时按章节抽题。',
  `7. 一次最多导入 ${QUESTION_IMPORT_MAX_ROWS} 道试题；导入前先“检查”，全部无误后才会写入题库。`,
];

const WIDTHS: Partial<Record<string, number>> = { 题干: 48, 解析: 40, 答案: 8, 题型: 8, 难度: 6 };

/** exceljs has ranged validations (one rule for a whole column) but does not declare them. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

const columnLetter = (name: string) =>
  String.fromCharCode(65 + QUESTION_IMPORT_COLUMNS.indexOf(name as never));

/** The import template: header and one example per type, drop-downs for 题型 and 掌握程度, and the rules. */
export async function buildQuestionTemplate(): Promise<XlsxFile> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CoalSim';
  const sheet = workbook.addWorksheet(QUESTION_TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = QUESTION_IMPORT_COLUMNS.map((header) => ({
    header,
    width: WIDTHS[header] ?? 16,
    // Text cells: an answer typed as B or a difficulty typed as 3 stays as typed.
    style: { numFmt: '@', alignment: { wrapText: true, vertical: 'top' } },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const example of EXAMPLES) sheet.addRow(example);
  const lists: [string, string[]][] = [
    ['题型', ['单选题', '多选题', '判断题']],
    ['掌握程度', [...QUESTION_LEVELS]],
  ];
  for (const [column, values] of lists) {
    const letter = columnLetter(column);
    (sheet as unknown as RangeValidations).dataValidations.add(
      `${letter}2:${letter}${QUESTION_IMPORT_MAX_ROWS + 1}`,
      {
        type: 'list',
        allowBlank: true,
        formulae: [`"${values.join(',')}"`],
        showErrorMessage: true,
        errorTitle: column,
        error: `${column}只能是 ${values.join('、')}`,
      },
    );
  }
  const help = workbook.addWorksheet(HELP_SHEET);
  help.columns = [{ header: '填写说明', width: 110 }];
  help.getRow(1).font = { bold: true };
  for (const line of NOTES) help.addRow([line]);
  return { content: Buffer.from(await workbook.xlsx.writeBuffer()), rows: EXAMPLES.length };
}
