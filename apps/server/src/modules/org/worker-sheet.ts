import { WORKER_IMPORT_COLUMNS, WORKER_IMPORT_MAX_ROWS } from '@coalsim/contract';

import { readImportSheet, type SheetRow as AnySheetRow, type SheetSpec } from '../../lib/xlsx-sheet.js';

export { NOT_XLSX } from '../../lib/xlsx-sheet.js';

export type ImportColumn = (typeof WORKER_IMPORT_COLUMNS)[number];
export type SheetValues = Record<ImportColumn, string>;
export type SheetRow = AnySheetRow<ImportColumn>;

export const WORKER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const TOO_MANY_ROWS = `一次最多导入 ${WORKER_IMPORT_MAX_ROWS} 名员工：请把表格分成几个文件分别导入`;
export const NO_ROWS = '表格中没有员工数据：请从第 2 行起每行填写一名员工';

const WORKER_SHEET: SheetSpec<ImportColumn> = {
  columns: WORKER_IMPORT_COLUMNS,
  maxRows: WORKER_IMPORT_MAX_ROWS,
  tooManyRows: TOO_MANY_ROWS,
  noRows: NO_ROWS,
};

/** The staff sheet's data rows, after a header that must be the template's, as text. */
export function readWorkerSheet(bytes: Buffer): Promise<SheetRow[]> {
  return readImportSheet(bytes, WORKER_SHEET);
}
