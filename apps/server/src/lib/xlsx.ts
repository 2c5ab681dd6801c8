import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

import { contentDisposition } from './content-disposition.js';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface XlsxColumn<T> {
  /** The Chinese column title of the header row. */
  header: string;
  value: (row: T) => CellValue;
  width?: number;
}

/** No export grows past this many rows: the file is built in memory. */
export const EXPORT_LIMIT = 50_000;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that a spreadsheet (or a CSV made from this file) could read as a formula gets a leading
 * apostrophe (OWASP "CSV injection"); it is also always written as a plain string, never a formula.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2024-01-31 08:05:00` in the server's time zone, the way the admin pages show times. */
export function formatDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

function toCell(value: CellValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number') return value;
  return neutraliseFormula(value);
}

/** A workbook ready to send, with the number of data rows it holds (the audit log names it). */
export interface XlsxFile {
  content: Buffer;
  rows: number;
}

/** One sheet: a bold header row of column titles, then one row per item. */
export async function buildXlsx<T>(
  sheetName: string,
  columns: XlsxColumn<T>[],
  rows: T[],
): Promise<XlsxFile> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CoalSim';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? Math.max(12, c.header.length * 3),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => toCell(c.value(row))));
  return { content: Buffer.from(await workbook.xlsx.writeBuffer()), rows: rows.length };
}

/**
 * Sends a file as a download named e.g. `用户数据.xlsx`: RFC 6266 with an ASCII fallback and the
 * UTF-8 name in `filename*`, which every current browser prefers. The request notes what it
 * exported, so the audit log records who took which file with how many rows.
 */
export function sendXlsx(reply: FastifyReply, fileName: string, { content, rows }: XlsxFile) {
  reply.request.exported = { file: fileName, rows };
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'export.xlsx';
  const fallback = ascii.startsWith('.') ? `export${ascii}` : ascii;
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition('attachment', fileName, fallback))
    .header('cache-control', 'no-store')
    .send(content);
}
