import { Readable } from 'node:stream';

import ExcelJS from 'exceljs';

import { badRequest, HttpError } from './http-error.js';
import { inspectXlsx } from './xlsx-guard.js';

/** One data row of the first sheet, every cell as text; `row` is the sheet's own row number. */
export interface SheetRow<C extends string> {
  row: number;
  values: Record<C, string>;
}

/** What an import sheet must look like, and what its refusals say (each says what to do). */
export interface SheetSpec<C extends string> {
  columns: readonly C[];
  maxRows: number;
  /** More data rows than maxRows (413). */
  tooManyRows: string;
  /** No data row at all. */
  noRows: string;
}

export const NOT_XLSX =
  '只能导入 Excel 文件（.xlsx）：请下载导入模板，填写后上传；旧版 .xls 请先另存为 .xlsx';
const UNREADABLE = '无法读取该 Excel 文件：请用 Excel 或 WPS 打开后另存为 .xlsx 再上传';

const letter = (index: number) => String.fromCharCode(65 + index);
const pad = (n: number) => String(n).padStart(2, '0');

/** Excel keeps a date as a day count that exceljs turns into midnight UTC of that day. */
const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/**
 * A cell as the text a person sees: numbers without a trailing `.0` (a phone typed as a number
 * arrives as 13800138000, not 1.38e10), dates as YYYY-MM-DD, formulas by their result.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (Array.isArray(v.richText))
      return v.richText
        .map((t) => t.text)
        .join('')
        .trim();
    if ('formula' in v || 'sharedFormula' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    if (typeof v.error === 'string') return v.error;
  }
  return '';
}

/** The header row against the template's: the first column that is missing or out of place. */
function checkHeader(columns: readonly string[], header: string[]) {
  const list = columns.join('、');
  columns.forEach((column, i) => {
    if (header[i] === column) return;
    const found = header.indexOf(column);
    const where = `第 ${i + 1} 列（${letter(i)} 列）`;
    const message =
      found < 0
        ? `表头缺少“${column}”列（应在${where}）：请使用导入模板，表头依次为 ${list}`
        : `表头“${column}”应在${where}，现在在第 ${found + 1} 列：请按导入模板的顺序排列表头（${list}）`;
    throw badRequest(message, { file: [message] });
  });
}

// exceljs declares neither the tabs the reader learns from workbook.xml nor a sheet's id.
type SheetReader = AsyncIterable<AsyncIterable<ExcelJS.Row> & { id?: number }> & {
  model?: { sheets?: { id: number }[] };
};

/** Every row of the workbook's first tab, as its number and its first `width` columns' text. */
async function readFirstTab(
  bytes: Buffer,
  spec: SheetSpec<string>,
  visit: (number: number, texts: string[]) => void,
) {
  const width = spec.columns.length;
  // Bounds on what exceljs is given: twice what a full sheet needs, so a real sheet with some
  // formatting passes and a crafted one stays small in memory.
  const verdict = await inspectXlsx(bytes, {
    maxUnpackedBytes: 64 * 1024 * 1024,
    maxCells: 2 * (spec.maxRows + 1) * width + 20_000,
  });
  if (!verdict.ok) {
    if (verdict.reason === 'too-large') {
      const message = `表格内容过多：最多 ${spec.maxRows} 行、${width} 列，请删去多余的行列或分成几个文件导入`;
      throw new HttpError(413, message, { file: [message] });
    }
    throw badRequest(NOT_XLSX, { file: [NOT_XLSX] });
  }
  // The streaming reader reads cells only. The loading one also expands data validations and
  // merged ranges cell by cell, so one whole-column rule (C1:C1048576) costs a million objects
  // and a crafted range (A1:XFD1048576) would hold the event loop for hours.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as SheetReader;
  let index = 0;
  try {
    for await (const sheet of reader) {
      // The first tab by workbook.xml, whatever its file is called; else the first file.
      const firstId = reader.model?.sheets?.[0]?.id;
      const first = firstId === undefined ? index === 0 : sheet.id === firstId;
      index++;
      // Every sheet is read to its end, so that exceljs closes what it opened for it.
      for await (const row of sheet) {
        if (first)
          visit(
            row.number,
            Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value)),
          );
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(UNREADABLE, { file: [UNREADABLE] });
  }
}

/**
 * The data rows of the first sheet after a header that must be the template's, as text. Rows left
 * empty (a sheet often carries formatted but blank rows at its end) are not rows.
 */
export async function readImportSheet<C extends string>(
  bytes: Buffer,
  spec: SheetSpec<C>,
): Promise<SheetRow<C>[]> {
  let header: string[] = [];
  let count = 0;
  const rows: SheetRow<C>[] = [];
  await readFirstTab(bytes, spec, (number, texts) => {
    if (number === 1) header = texts;
    if (number === 1 || texts.every((t) => t === '')) return;
    // Counted to the end rather than thrown here: the reader is left to finish the file.
    if (++count > spec.maxRows) return;
    const values = Object.fromEntries(spec.columns.map((c, i) => [c, texts[i]])) as Record<C, string>;
    rows.push({ row: number, values });
  });
  checkHeader(spec.columns, header);
  if (count > spec.maxRows) throw new HttpError(413, spec.tooManyRows, { file: [spec.tooManyRows] });
  if (rows.length === 0) throw badRequest(spec.noRows, { file: [spec.noRows] });
  return rows;
}
