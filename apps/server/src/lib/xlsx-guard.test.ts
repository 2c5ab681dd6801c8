import { PassThrough, Readable } from 'node:stream';

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { TINY_PNG } from '../testing/multipart.js';
import { inspectXlsx, localEntries } from './xlsx-guard.js';

const LIMITS = { maxUnpackedBytes: 8 * 1024 * 1024, maxCells: 1_000 };
const CENTRAL = Buffer.from([0x50, 0x4b, 1, 2]);

async function workbook(rows: number, sheets = 1): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (let s = 0; s < sheets; s++) {
    const sheet = wb.addWorksheet(`员工${s}`);
    for (let i = 0; i < rows; i++) sheet.addRow([`E${i}`, '张三', 13800138000]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A workbook from exceljs's streaming writer (archiver): sizes in data descriptors after each entry. */
async function streamedWorkbook(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = wb.addWorksheet('员工');
  for (let i = 0; i < rows; i++) sheet.addRow([`E${i}`, '张三', 13800138000]).commit();
  sheet.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

/** Offsets of each central directory record, with its entry's name. */
function centralRecords(zip: Buffer): { at: number; name: string; length: number }[] {
  const records = [];
  for (let at = zip.indexOf(CENTRAL); at >= 0; at = zip.indexOf(CENTRAL, at + 46)) {
    const nameLength = zip.readUInt16LE(at + 28);
    const length = 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    records.push({ at, name: zip.toString('utf8', at + 46, at + 46 + nameLength), length });
  }
  return records;
}

/** The same zip with one entry's declared unpacked size changed in its local header and directory record. */
function declare(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const record = centralRecords(out).find((r) => r.name === name);
  if (!record) throw new Error(`${name} not in the zip`);
  out.writeUInt32LE(size, record.at + 24);
  out.writeUInt32LE(size, out.readUInt32LE(record.at + 42) + 22);
  return out;
}

/** The same zip whose central directory no longer lists `name` (its local entry stays in the file). */
function omitFromDirectory(zip: Buffer, name: string): Buffer {
  const record = centralRecords(zip).find((r) => r.name === name);
  if (!record) throw new Error(`${name} not in the zip`);
  const out = Buffer.concat([zip.subarray(0, record.at), zip.subarray(record.at + record.length)]);
  const end = out.length - 22;
  out.writeUInt16LE(out.readUInt16LE(end + 8) - 1, end + 8);
  out.writeUInt16LE(out.readUInt16LE(end + 10) - 1, end + 10);
  out.writeUInt32LE(out.readUInt32LE(end + 12) - record.length, end + 12);
  return out;
}

describe('inspectXlsx', () => {
  it('accepts a workbook and counts its cells', async () => {
    expect(await inspectXlsx(await workbook(10), LIMITS)).toEqual({ ok: true, cells: 30 });
  });

  it('accepts a workbook whose entries carry their sizes in data descriptors (streaming writers)', async () => {
    const zip = await streamedWorkbook(10);
    expect(localEntries(zip).entries.some((e) => e.compressed !== zip.readUInt32LE(e.offset + 18))).toBe(
      true,
    );
    expect(await inspectXlsx(zip, LIMITS)).toEqual({ ok: true, cells: 30 });
  });

  it('refuses what is not an xlsx, whatever it is called', async () => {
    expect(await inspectXlsx(TINY_PNG, LIMITS)).toEqual({ ok: false, reason: 'not-xlsx' });
    expect(await inspectXlsx(Buffer.from('工号,姓名\n'), LIMITS)).toEqual({ ok: false, reason: 'not-xlsx' });
  });

  it('refuses an entry that unpacks to more than it declares (a zip bomb) before unpacking it all', async () => {
    const zip = declare(await workbook(50), 'xl/worksheets/sheet1.xml', 100);
    expect(await inspectXlsx(zip, LIMITS)).toEqual({ ok: false, reason: 'not-xlsx' });
  });

  it('refuses a workbook that declares more than the limit, or holds too many cells', async () => {
    const zip = declare(await workbook(5), 'xl/worksheets/sheet1.xml', 9 * 1024 * 1024);
    expect(await inspectXlsx(zip, LIMITS)).toEqual({ ok: false, reason: 'too-large' });
    expect(await inspectXlsx(await workbook(400), LIMITS)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('reads the entries the streaming reader reads: one the central directory omits is still found, and refused', async () => {
    // Sheet 2 holds 1,200 cells, over the limit; a directory-only check never saw it.
    const zip = omitFromDirectory(await workbook(400, 2), 'xl/worksheets/sheet2.xml');
    expect(centralRecords(zip).map((r) => r.name)).not.toContain('xl/worksheets/sheet2.xml');
    expect(localEntries(zip).entries.map((e) => e.name)).toContain('xl/worksheets/sheet2.xml');
    expect(await inspectXlsx(zip, { ...LIMITS, maxCells: 10_000 })).toEqual({
      ok: false,
      reason: 'not-xlsx',
    });
    // exceljs's streaming reader does read that sheet: the directory is not what it goes by.
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zip]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    }) as unknown as AsyncIterable<AsyncIterable<unknown>>;
    let sheets = 0;
    for await (const sheet of reader) {
      sheets++;
      for await (const _row of sheet) void _row;
    }
    expect(sheets).toBe(2);
  });

  it('inflates off the event loop: other work runs while a workbook is checked', async () => {
    const zip = await workbook(3_000);
    let turns = 0;
    let checking = true;
    const spin = () => {
      turns++;
      if (checking) setImmediate(spin);
    };
    setImmediate(spin);
    const verdict = await inspectXlsx(zip, { ...LIMITS, maxCells: 100_000 });
    checking = false;
    expect(verdict).toEqual({ ok: true, cells: 9_000 });
    expect(turns).toBeGreaterThan(1);
  });
});
