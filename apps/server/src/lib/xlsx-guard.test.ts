import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { TINY_PNG } from '../testing/multipart.js';
import { inspectXlsx } from './xlsx-guard.js';

const LIMITS = { maxUnpackedBytes: 8 * 1024 * 1024, maxCells: 1_000 };

async function workbook(rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('员工');
  for (let i = 0; i < rows; i++) sheet.addRow([`E${i}`, '张三', 13800138000]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The same zip with one entry's declared unpacked size changed in its central directory record. */
function declare(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = out.indexOf(Buffer.from([0x50, 0x4b, 1, 2])); at >= 0;) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      out.writeUInt32LE(size, at + 24);
      return out;
    }
    at = out.indexOf(Buffer.from([0x50, 0x4b, 1, 2]), at + 46);
  }
  throw new Error(`${name} not in the zip`);
}

describe('inspectXlsx', () => {
  it('accepts a workbook and counts its cells', async () => {
    expect(inspectXlsx(await workbook(10), LIMITS)).toEqual({ ok: true, cells: 30 });
  });

  it('refuses what is not an xlsx, whatever it is called', () => {
    expect(inspectXlsx(TINY_PNG, LIMITS)).toEqual({ ok: false, reason: 'not-xlsx' });
    expect(inspectXlsx(Buffer.from('工号,姓名\n'), LIMITS)).toEqual({ ok: false, reason: 'not-xlsx' });
  });

  it('refuses an entry that unpacks to more than it declares (a zip bomb) before unpacking it all', async () => {
    const zip = declare(await workbook(50), 'xl/worksheets/sheet1.xml', 100);
    expect(inspectXlsx(zip, LIMITS)).toEqual({ ok: false, reason: 'not-xlsx' });
  });

  it('refuses a workbook that declares more than the limit, or holds too many cells', async () => {
    const zip = declare(await workbook(5), 'xl/worksheets/sheet1.xml', 9 * 1024 * 1024);
    expect(inspectXlsx(zip, LIMITS)).toEqual({ ok: false, reason: 'too-large' });
    expect(inspectXlsx(await workbook(400), LIMITS)).toEqual({ ok: false, reason: 'too-large' });
  });
});
