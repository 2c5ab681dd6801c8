import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { buildXlsx, formatDateTime, neutraliseFormula, sendXlsx, type XlsxColumn } from './xlsx.js';

async function read(content: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")'])(
    'prefixes %j with an apostrophe',
    (text) => expect(neutraliseFormula(text)).toBe(`'${text}`),
  );

  it.each(['', 'plain', '1+1', 'a=b', ' =1', '张三', "'already"])('leaves %j alone', (text) =>
    expect(neutraliseFormula(text)).toBe(text),
  );
});

describe('buildXlsx', () => {
  interface Row {
    name: string;
    n: number | null;
    on: boolean;
    at: Date;
  }
  const columns: XlsxColumn<Row>[] = [
    { header: '名称', value: (r) => r.name },
    { header: '数量', value: (r) => r.n },
    { header: '启用', value: (r) => r.on },
    { header: '时间', value: (r) => r.at },
  ];
  const at = new Date(2024, 0, 31, 8, 5, 0);

  it('writes a header row of the column titles, then one row per item', async () => {
    const file = await buildXlsx('数据', columns, [
      { name: '甲', n: 3, on: true, at },
      { name: '乙', n: null, on: false, at },
    ]);
    expect(file.rows).toBe(2);
    const sheet = await read(file.content);
    expect(sheet.name).toBe('数据');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(
      sheet
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1)),
    ).toEqual([
      ['名称', '数量', '启用', '时间'],
      ['甲', 3, '是', '2024-01-31 08:05:00'],
      ['乙', undefined, '否', '2024-01-31 08:05:00'],
    ]);
  });

  it('never writes a formula: dangerous text is a plain string with an apostrophe, numbers stay numbers', async () => {
    const evil = ['=cmd|"/c calc"!A1', '+SUM(1,2)', '-2+3', '@A1', '\t=1', '\r=1'];
    const sheet = await read(
      (
        await buildXlsx(
          'x',
          columns,
          evil.map((name) => ({ name, n: -5, on: true, at })),
        )
      ).content,
    );
    evil.forEach((text, i) => {
      const cell = sheet.getRow(i + 2).getCell(1);
      expect(cell.formula).toBeUndefined();
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      // XML reads a CR back as a LF; what matters is the apostrophe in front.
      expect(cell.value).toBe(`'${text}`.replace('\r', '\n'));
      expect(sheet.getRow(i + 2).getCell(2).value).toBe(-5);
    });
  });

  it('formats times as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime(new Date(2023, 11, 5, 23, 4, 9))).toBe('2023-12-05 23:04:09');
  });
});

describe('sendXlsx', () => {
  it('sends an attachment with the UTF-8 file name and an ASCII fallback', async () => {
    const app = Fastify();
    app.get('/a', (_req, reply) => sendXlsx(reply, '用户数据.xlsx', { content: Buffer.from('x'), rows: 0 }));
    app.get('/b', (_req, reply) =>
      sendXlsx(reply, 'report "2024".xlsx', { content: Buffer.from('x'), rows: 0 }),
    );
    const a = await app.inject({ method: 'GET', url: '/a' });
    expect(a.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(a.headers['content-disposition']).toBe(
      'attachment; filename="export.xlsx"; filename*=UTF-8\'\'%E7%94%A8%E6%88%B7%E6%95%B0%E6%8D%AE.xlsx',
    );
    expect(a.headers['cache-control']).toBe('no-store');
    const b = await app.inject({ method: 'GET', url: '/b' });
    expect(b.headers['content-disposition']).toMatch(
      /^attachment; filename="report 2024\.xlsx"; filename\*=UTF-8''/,
    );
    await app.close();
  });
});
