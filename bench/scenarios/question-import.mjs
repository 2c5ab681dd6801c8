// 试题 Excel import (POST api/train/question/import, issue 45: 5,000 questions in under 10 s): a
// 5,000-question sheet checked (dry run) and committed into a bank of the demo enterprise, medians
// of 3 sheets. Baseline in the same run: exceljs's streaming reader only reading the sheet's cells
// in this process, the floor under any import.
import { QUESTION_IMPORT_COLUMNS as COLUMNS } from '@coalsim/contract';
import ExcelJS from 'exceljs';

import { median } from '../lib/median.mjs';
import { signIn, startServer } from '../lib/processes.mjs';
import { measureImport, parseOnly, upload } from './import.mjs';

const RUNS = 3;
const CHAPTERS = ['通风', '瓦斯', '顶板', '机电运输', '水害防治', '火灾与粉尘', '应急救援'];

/** A sheet of single, multiple and judge questions in turn, as a bank's editor fills it in. */
async function buildSheet(rows, prefix) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('试题');
  sheet.addRow(COLUMNS);
  for (let i = 0; i < rows; i++) {
    const chapter = CHAPTERS[i % CHAPTERS.length];
    const stem = `${prefix}第${i}题：${chapter}作业中，下列做法正确的是（  ）。`;
    const level = ['了解', '掌握', '熟练掌握'][i % 3];
    const difficulty = String(1 + (i % 5));
    const analysis = '依据《煤矿安全规程》的相关规定。';
    if (i % 3 === 2)
      sheet.addRow([
        '判断题',
        stem,
        '',
        '',
        '',
        '',
        '',
        '',
        i % 2 ? '正确' : '错误',
        analysis,
        chapter,
        level,
        difficulty,
      ]);
    else
      sheet.addRow([
        i % 3 ? '多选题' : '单选题',
        stem,
        '先检查后作业',
        '带电检修',
        '佩戴自救器',
        '敲帮问顶',
        '',
        '',
        i % 3 ? 'ACD' : 'A',
        analysis,
        chapter,
        level,
        difficulty,
      ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function questionImportBench({ rows = 5_000 } = {}) {
  const server = await startServer();
  try {
    const token = await signIn(server.url, 'enterprise');
    const made = await fetch(`${server.url}/api/train/bank`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '导入基准题库', category: 'underground' }),
    });
    const bank = await made.json();
    if (!made.ok) throw new Error(`bank: ${made.status} ${bank.message}`);
    const sheets = [];
    for (let r = 0; r < RUNS; r++) sheets.push(await buildSheet(rows, `Q${r}`));
    const baseline = [];
    for (const bytes of sheets) baseline.push((await parseOnly(bytes, COLUMNS.length)).ms);
    const parseMs = median(baseline);
    const measure = (label, dryRun) =>
      measureImport(
        label,
        rows,
        sheets.map(
          (bytes) => () =>
            upload(server, token, bytes, `/api/train/question/import?bankId=${bank.id}&dryRun=${dryRun}`),
        ),
        parseMs,
      );
    return {
      sheetKb: Math.round(sheets[0].length / 1024),
      rows: [await measure('dry run', true), await measure('commit', false)].map(
        ({ updated: _u, ...r }) => r,
      ),
    };
  } finally {
    await server.dispose();
  }
}
