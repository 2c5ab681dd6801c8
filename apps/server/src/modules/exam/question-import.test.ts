import {
  QUESTION_IMPORT_COLUMNS,
  type ExamBank,
  type ExamQuestion,
  type Page,
  type QuestionImportResult,
} from '@coalsim/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { multipartBody, TINY_PNG } from '../../testing/multipart.js';
import { QUESTION_TEMPLATE_SHEET } from './question-template.js';

const HEADER = [...QUESTION_IMPORT_COLUMNS] as string[];

async function workbook(rows: string[][], header: string[] = HEADER) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('试题');
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A row by column name; the others empty. */
const row = (values: Partial<Record<string, string>>) => HEADER.map((c) => values[c] ?? '');
const good = (n: number) =>
  row({
    题型: '单选题',
    题干: `第${n}题：局部通风机应实行（  ）。`,
    选项A: '三专两闭锁',
    选项B: '随意启停',
    答案: 'A',
    章节: '通风',
  });

describe('试题 import (题库 › 导入)', async () => {
  const { app } = await buildTestApp();
  const enterprise = bearer(await signIn(app, 'enterprise'));
  const admin = bearer(await signIn(app, 'admin'));
  const bank = (
    await app.inject({
      method: 'POST',
      url: '/api/train/bank',
      headers: enterprise,
      payload: { name: '导入题库', category: 'surface' },
    })
  ).json<ExamBank>();
  const upload = (headers: Record<string, string>, url: string, content: Buffer, filename = 'q.xlsx') => {
    const body = multipartBody([{ name: 'file', filename, content }]);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const count = async (bankId: number) =>
    (
      await app.inject({ method: 'GET', url: `/api/train/question?bankId=${bankId}`, headers: enterprise })
    ).json<Page<ExamQuestion>>().totalElements;

  it('serves a template whose examples import as they are, one per type', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/train/question/template', headers: enterprise });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename*=');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.name).toBe(QUESTION_TEMPLATE_SHEET);
    expect((book.worksheets[0]!.getRow(1).values as string[]).slice(1)).toEqual(HEADER);
    const dry = await upload(
      enterprise,
      `/api/train/question/import?bankId=${bank.id}&dryRun=true`,
      res.rawPayload,
    );
    expect(dry.json<QuestionImportResult>()).toMatchObject({
      dryRun: true,
      total: 3,
      errorRows: 0,
      created: 3,
    });
    expect(await count(bank.id)).toBe(0);
    const done = await upload(
      enterprise,
      `/api/train/question/import?bankId=${bank.id}&dryRun=false`,
      res.rawPayload,
    );
    expect(done.json<QuestionImportResult>()).toMatchObject({ dryRun: false, created: 3 });
    const listed = (
      await app.inject({
        method: 'GET',
        url: `/api/train/question?bankId=${bank.id}&sort=id,asc`,
        headers: enterprise,
      })
    ).json<Page<ExamQuestion>>().content;
    expect(listed.map((q) => [q.type, q.answer])).toEqual([
      ['single', 'B'],
      ['multiple', ['A', 'B', 'C', 'D']],
      ['judge', false],
    ]);
  });

  it('reports every bad row by column on the dry run, and writes nothing of a sheet with one', async () => {
    const before = await count(bank.id);
    const sheet = await workbook([
      good(1),
      row({ 题型: '问答题', 题干: '什么是瓦斯？', 答案: 'A' }),
      row({ 题型: '单选题', 题干: '缺选项的题（  ）', 选项A: '一', 选项C: '三', 答案: 'A' }),
      row({
        题型: '多选题',
        题干: '只有一个答案的多选题（  ）',
        选项A: '甲',
        选项B: '乙',
        选项C: '丙',
        答案: 'B',
      }),
      row({ 题型: '判断题', 题干: '答案不是对错的判断题。', 答案: '也许' }),
      row({ 题型: '单选题', 题干: '难度超出范围（  ）', 选项A: '甲', 选项B: '乙', 答案: 'A', 难度: '9' }),
      row({ 题型: '单选题', 题干: '', 选项A: '甲', 选项B: '乙', 答案: '' }),
      row({
        题型: '多选题',
        题干: '答案写法宽松的多选题（  ）',
        选项A: '甲',
        选项B: '乙',
        选项C: '丙',
        答案: 'a、c',
      }),
      row({ 题型: '判断', 题干: '对勾也算正确。', 答案: '√', 掌握程度: '熟练掌握', 难度: '4' }),
    ]);
    const dry = (
      await upload(enterprise, `/api/train/question/import?bankId=${bank.id}&dryRun=true`, sheet)
    ).json<QuestionImportResult>();
    expect(dry).toMatchObject({ total: 9, errorRows: 6, created: 3 });
    const errors = Object.fromEntries(dry.rows.map((r) => [r.row, r.errors]));
    expect(errors[2]).toEqual([]);
    expect(errors[3]).toEqual([expect.stringMatching(/^题型：请填写单选题、多选题、判断题之一/)]);
    expect(errors[4]).toEqual(['选项B：选项须从 A 起依次填写，选项B 不能空着']);
    expect(errors[5]).toEqual(['答案：多选题至少有两个正确答案']);
    expect(errors[6]).toEqual(['答案：判断题的答案填“正确”或“错误”']);
    expect(errors[7]).toEqual(['难度：难度为1到5的整数']);
    expect(errors[8]).toEqual(['题干：请输入题干', '答案：请填写正确答案']);
    expect(errors[9]).toEqual([]);
    expect(errors[10]).toEqual([]);

    const commit = await upload(
      enterprise,
      `/api/train/question/import?bankId=${bank.id}&dryRun=false`,
      sheet,
    );
    expect(commit.statusCode).toBe(400);
    expect(commit.json<{ message: string; rows: unknown[] }>()).toMatchObject({
      message: '第 3、4、5、6、7、8 行有错误，未导入任何试题：请修正后重新导入',
    });
    expect(commit.json<{ rows: unknown[] }>().rows).toHaveLength(6);
    expect(await count(bank.id)).toBe(before);
  });

  it('refuses a sheet that is not the template’s, an empty one and a file that is no xlsx', async () => {
    const url = `/api/train/question/import?bankId=${bank.id}&dryRun=true`;
    const swapped = await upload(
      enterprise,
      url,
      await workbook([good(1)], ['题干', '题型', ...HEADER.slice(2)]),
    );
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json<{ message: string }>().message).toContain('表头“题型”应在第 1 列（A 列）');
    const empty = await upload(enterprise, url, await workbook([]));
    expect(empty.json<{ message: string }>().message).toBe('表格中没有试题：请从第 2 行起每行填写一道试题');
    const png = await upload(enterprise, url, TINY_PNG, 'q.xlsx');
    expect(png.statusCode).toBe(400);
  });

  it('imports into the platform’s banks from the back office only, and into one’s own banks only', async () => {
    const platform = (
      await app.inject({
        method: 'POST',
        url: '/api/exam/bank',
        headers: admin,
        payload: { name: '平台导入题库', category: 'principal' },
      })
    ).json<ExamBank>();
    const sheet = await workbook([good(1), good(2)]);
    const refused = await upload(
      enterprise,
      `/api/train/question/import?bankId=${platform.id}&dryRun=false`,
      sheet,
    );
    expect(refused.statusCode).toBe(409);
    const office = await upload(admin, `/api/exam/question/import?bankId=${platform.id}&dryRun=false`, sheet);
    expect(office.json<QuestionImportResult>()).toMatchObject({ created: 2 });
    const notTheirs = await upload(admin, `/api/exam/question/import?bankId=${bank.id}&dryRun=true`, sheet);
    expect(notTheirs.statusCode).toBe(404);
  });

  it('exports a bank’s questions in the template’s columns, which import again as they are', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/train/question/download?bankId=${bank.id}`,
      headers: enterprise,
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0]!.getRow(1).values as string[]).slice(1)).toEqual(HEADER);
    const again = await upload(
      enterprise,
      `/api/train/question/import?bankId=${bank.id}&dryRun=true`,
      res.rawPayload,
    );
    expect(again.json<QuestionImportResult>()).toMatchObject({ errorRows: 0, total: await count(bank.id) });
  });
});
