import { WORKER_IMPORT_COLUMNS } from '@coalsim/contract';
import ExcelJS from 'exceljs';

/**
 * A small import sheet for the generic suites: one good row, and one whose phone and department
 * are wrong, so a dry run answers both kinds of row and a commit answers the refusal.
 */
export async function workerSheetSample(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('员工');
  sheet.addRow([...WORKER_IMPORT_COLUMNS]);
  sheet.addRow(['SCAN001', '扫描员工', '男', '13800138000', '', '', '2024-03-01']);
  sheet.addRow(['SCAN002', '扫描员工二', '女', '123', '没有这个部门', '', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
