/** What an export or a JSON list shows of its records, for comparing one with the other. */

/** Every cell of every sheet of an xlsx file, as text. */
export async function sheetCells(file: Buffer): Promise<Set<string>> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const cells = new Set<string>();
  for (const sheet of book.worksheets) {
    sheet.eachRow((row) => row.eachCell((cell) => void cells.add(cell.text.trim())));
  }
  return cells;
}

/** The names a record is known by in a JSON answer (`name`, `…Name`, 工号, phone, a question's stem), at any depth. */
export function namesIn(body: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, key = ''): void => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => walk(x, k));
    else if (typeof v === 'string' && /name$|^employeeNo$|^phone$|^stem$/i.test(key) && v.length >= 2)
      out.add(v);
  };
  walk(body);
  return out;
}
