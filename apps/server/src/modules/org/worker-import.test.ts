import {
  WORKER_IMPORT_COLUMNS,
  WORKER_IMPORT_MAX_ROWS,
  type WorkerImportError,
  type WorkerImportResult,
} from '@coalsim/contract';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { multipartBody, TINY_PNG } from '../../testing/multipart.js';
import { entDept, entJob, entWorker } from './org.table.js';
import { NO_ROWS, NOT_XLSX, TOO_MANY_ROWS } from './worker-sheet.js';
import { HELP_SHEET } from './worker-template.js';

type Cell = string | number | Date | null;
const HEADER = [...WORKER_IMPORT_COLUMNS] as string[];

/** A workbook whose first sheet holds these rows under this header. */
async function sheet(rows: Cell[][], header: string[] = HEADER, extend?: (ws: ExcelJS.Worksheet) => void) {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('员工');
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  extend?.(ws);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const row = (no: string, more: Partial<Record<string, Cell>> = {}): Cell[] => {
  const values: Record<string, Cell> = {
    工号: no,
    姓名: `员工${no}`,
    性别: '男',
    手机号码: '13800138000',
    部门: '导入生产部/综采九队',
    岗位: '导入岗位甲',
    入职日期: '2024-03-01',
    ...more,
  };
  return HEADER.map((c) => values[c] ?? null);
};

describe('worker import (企业中心 › 添加员工 › Excel 导入)', async () => {
  const { app, db } = await buildTestApp();
  const enterprise = await signIn(app, 'enterprise');
  const worker = await signIn(app, 'worker');
  const info = await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(enterprise) });
  const enterpriseId = info.json<{ enterprise: { id: number } }>().enterprise.id;

  // A second enterprise, B, with a department and a post only it has.
  const registered = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: {
      username: 'importb',
      password: 'import2026pw',
      role: 2,
      enterprise: { name: '导入隔离煤矿', creditCode: '91140200MA0K000B2T' },
    },
  });
  expect(registered.statusCode).toBe(201);
  const other = await signIn(app, 'importb', 'import2026pw');
  const otherId = (await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(other) })).json<{
    enterprise: { id: number };
  }>().enterprise.id;

  // A's own organisation: 综采九队 exists under two departments, so only a path names it.
  const dept = async (enterpriseOf: number, name: string, pid: number | null = null) =>
    (await db.insert(entDept).values({ enterpriseId: enterpriseOf, name, pid }).returning())[0]!.id;
  const production = await dept(enterpriseId, '导入生产部');
  const team = await dept(enterpriseId, '综采九队', production);
  const electrical = await dept(enterpriseId, '导入机电部');
  const electricalTeam = await dept(enterpriseId, '综采九队', electrical);
  await dept(otherId, '外企专属部');
  await db.insert(entJob).values([
    { enterpriseId, name: '导入岗位甲' },
    { enterpriseId, name: '导入岗位乙' },
    { enterpriseId: otherId, name: '外企专属岗位' },
  ]);
  const [postA] = await db.select().from(entJob).where(eq(entJob.name, '导入岗位甲'));

  const upload = (token: string, file: Buffer, dryRun: boolean | null, filename = '员工.xlsx') => {
    const form = multipartBody([{ name: 'file', filename, content: file }]);
    const query = dryRun === null ? '' : `?dryRun=${dryRun}`;
    return app.inject({
      method: 'POST',
      url: `/api/center/worker/import${query}`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };
  const workersOf = async (id: number) =>
    (await db.select({ n: count() }).from(entWorker).where(eq(entWorker.enterpriseId, id)))[0]!.n;
  const byNo = async (id: number, no: string) =>
    (
      await db
        .select()
        .from(entWorker)
        .where(and(eq(entWorker.enterpriseId, id), eq(entWorker.employeeNo, no)))
    )[0];

  it('serves a template with the header, a sample row and the departments and posts to copy', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/center/worker/template',
      headers: bearer(enterprise),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('员工导入模板.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [first, help] = workbook.worksheets;
    expect((first!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(first!.getCell('A2').value).toBe('E0001');
    expect(first!.getCell('D2').value).toBe('13800138000');
    expect(help!.name).toBe(HELP_SHEET);
    const helpText = JSON.stringify(help!.getSheetValues());
    expect(helpText).toContain('导入生产部/综采九队');
    expect(helpText).toContain('导入岗位甲');
    expect(helpText).not.toContain('外企专属');
  });

  it('reports every row of a dry run with its errors by column, and writes nothing', async () => {
    const before = await workersOf(enterpriseId);
    const file = await sheet([
      row('T001'),
      row('T002', { 手机号码: '1380013800' }),
      row('T003', { 部门: '不存在的部门' }),
      row('T004', { 部门: '综采九队' }),
      row('T005'),
      row('T005', { 手机号码: 13900001111 }),
      row('T006', { 入职日期: '2024-02-30' }),
      row('T007', { 部门: '导入机电部 / 综采九队', 入职日期: new Date(Date.UTC(2023, 6, 9)), 性别: null }),
      row('T008', { 手机号码: 13900002222, 入职日期: '2024/3/5', 岗位: '外企专属岗位', 性别: '未知' }),
      [null, null, null, null, null, null, null],
      row('T009', { 部门: '外企专属部' }),
    ]);
    const res = await upload(enterprise, file, true);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<WorkerImportResult>();
    expect(body).toMatchObject({ dryRun: true, total: 10, errorRows: 8, created: 2, updated: 0 });
    const at = (n: number) => body.rows.find((r) => r.row === n)!;
    expect(at(2)).toMatchObject({ errors: [], columns: [], action: 'create' });
    expect(at(3)).toMatchObject({ columns: ['手机号码'], errors: ['手机号码：请输入正确的11位手机号码'] });
    expect(at(4).columns).toEqual(['部门']);
    expect(at(4).errors[0]).toMatch(/^部门：没有找到部门“不存在的部门”/);
    expect(at(5).errors[0]).toMatch(/^部门：有 2 个部门叫“综采九队”.*导入生产部\/综采九队/);
    expect(at(6).errors).toEqual(['工号：与第 7 行重复，同一工号只能出现一次']);
    expect(at(7)).toMatchObject({ columns: ['工号'], errors: ['工号：与第 6 行重复，同一工号只能出现一次'] });
    expect(at(7).values.手机号码).toBe('13900001111');
    expect(at(8)).toMatchObject({ columns: ['入职日期'], errors: ['入职日期：日期格式应为 YYYY-MM-DD'] });
    expect(at(9)).toMatchObject({ errors: [], values: { 入职日期: '2023-07-09', 性别: '' } });
    expect(at(10).columns).toEqual(['性别', '岗位']);
    expect(at(10).values).toMatchObject({ 手机号码: '13900002222', 入职日期: '2024/3/5' });
    // The blank row 11 is not a row; B's department is unknown to A.
    expect(at(11)).toBeUndefined();
    expect(at(12).errors[0]).toMatch(/^部门：没有找到部门“外企专属部”/);
    expect(await workersOf(enterpriseId)).toBe(before);
  });

  it('refuses a header that lacks or misplaces a column, saying which', async () => {
    const missing = await upload(enterprise, await sheet([row('H1')], HEADER.slice(0, 6)), true);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('表头缺少“入职日期”列');
    const swapped = [...HEADER];
    [swapped[4], swapped[5]] = [swapped[5]!, swapped[4]!];
    const misplaced = await upload(enterprise, await sheet([row('H1')], swapped), true);
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().message).toContain('表头“部门”应在第 5 列（E 列），现在在第 6 列');
    const empty = await upload(enterprise, await sheet([]), true);
    expect(empty.json()).toMatchObject({ status: 400, message: NO_ROWS });
  });

  it('commits nothing when one row is wrong, and names the row', async () => {
    const before = await workersOf(enterpriseId);
    const res = await upload(enterprise, await sheet([row('C001'), row('C002', { 手机号码: 'abc' })]), false);
    expect(res.statusCode).toBe(400);
    const body = res.json<WorkerImportError>();
    expect(body).toMatchObject({
      status: 400,
      message: '第 3 行有错误，未导入任何数据：请修正后重新导入',
      timestamp: expect.any(Number),
    });
    expect(body.rows).toEqual([expect.objectContaining({ row: 3, columns: ['手机号码'] })]);
    expect(await workersOf(enterpriseId)).toBe(before);
  });

  it('creates the workers of a fixed sheet, then updates them on a second import (upsert on 工号)', async () => {
    const before = await workersOf(enterpriseId);
    const rows = [row('C001'), row('C002', { 部门: '导入机电部/综采九队', 手机号码: 13800000002 })];
    const first = await upload(enterprise, await sheet(rows), false);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ dryRun: false, total: 2, errorRows: 0, created: 2, updated: 0, rows: [] });
    expect(await workersOf(enterpriseId)).toBe(before + 2);
    expect(await byNo(enterpriseId, 'C001')).toMatchObject({
      name: '员工C001',
      gender: '男',
      phone: '13800138000',
      deptId: team,
      jobId: postA!.id,
      hiredOn: '2024-03-01',
      status: 'active',
      createBy: 'enterprise',
    });
    expect((await byNo(enterpriseId, 'C002'))?.deptId).toBe(electricalTeam);

    const dry = await upload(enterprise, await sheet([row('C001', { 姓名: '改名' }), row('C003')]), true);
    expect(dry.json()).toMatchObject({ created: 1, updated: 1 });
    expect(dry.json<WorkerImportResult>().rows.map((r) => r.action)).toEqual(['update', 'create']);
    const again = await upload(
      enterprise,
      await sheet([row('C001', { 姓名: '改名', 部门: null, 岗位: null }), row('C003')]),
      false,
    );
    expect(again.json()).toMatchObject({ created: 1, updated: 1, errorRows: 0 });
    expect(await byNo(enterpriseId, 'C001')).toMatchObject({ name: '改名', deptId: null, jobId: null });
    expect(await workersOf(enterpriseId)).toBe(before + 3);
  });

  it("keeps enterprises apart: B's import of A's 工号 creates B's own worker", async () => {
    const res = await upload(
      other,
      await sheet([row('C001', { 部门: '外企专属部', 岗位: '外企专属岗位' })]),
      false,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, updated: 0 });
    expect((await byNo(enterpriseId, 'C001'))?.name).toBe('改名');
    expect((await byNo(otherId, 'C001'))?.enterpriseId).toBe(otherId);
    const aDept = await upload(other, await sheet([row('B002', { 部门: '导入生产部', 岗位: null })]), true);
    expect(aDept.json<WorkerImportResult>().rows[0]!.columns).toEqual(['部门']);
  });

  it('refuses what is not an xlsx, by its bytes, and files past the limits', async () => {
    const png = await upload(enterprise, TINY_PNG, true, 'staff.xlsx');
    expect(png.json()).toMatchObject({ status: 400, message: NOT_XLSX });
    const text = await upload(enterprise, Buffer.from('工号,姓名\n1,张三\n'), true, 'staff.xlsx');
    expect(text.json()).toMatchObject({ status: 400, message: NOT_XLSX });
    const huge = await upload(enterprise, Buffer.alloc(10 * 1024 * 1024 + 1, 1), true);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toContain('10MB');
    const noQuery = await upload(enterprise, await sheet([row('Q1')]), null);
    expect(noQuery.statusCode).toBe(400);
  });

  it(`refuses more than ${WORKER_IMPORT_MAX_ROWS} rows`, async () => {
    const rows = Array.from({ length: WORKER_IMPORT_MAX_ROWS + 1 }, (_, i) => [
      `M${i}`,
      '某人',
      null,
      '13800138000',
    ]);
    const res = await upload(enterprise, await sheet(rows), true);
    expect(res.json()).toMatchObject({ status: 413, message: TOO_MANY_ROWS });
  });

  it('ignores whole-sheet validations and merges that would expand to billions of cells', async () => {
    const file = await sheet([row('V001')], HEADER, (ws) => {
      const validations = (ws as unknown as { dataValidations: { add(r: string, v: object): void } })
        .dataValidations;
      validations.add('A1:XFD1048576', { type: 'list', allowBlank: true, formulae: ['"a,b"'] });
    });
    // Expanded, the range is 17 billion cells: the import would never answer (the test's timeout
    // says so). How long the real one takes, next to the same sheet without it, is bench/'s.
    const res = await upload(enterprise, file, true);
    expect(res.json()).toMatchObject({ dryRun: true, total: 1, errorRows: 0, created: 1 });
    expect(res.json<WorkerImportResult>().rows.map((r) => [r.row, r.action])).toEqual([[2, 'create']]);
  });

  it('is for enterprise accounts: 403 for a personal account, 401 signed out', async () => {
    const file = await sheet([row('Z001')]);
    expect((await upload(worker, file, true)).statusCode).toBe(403);
    expect((await upload('', file, true)).statusCode).toBe(401);
    const template = (token?: string) =>
      app.inject({ method: 'GET', url: '/api/center/worker/template', headers: token ? bearer(token) : {} });
    expect((await template(worker)).statusCode).toBe(403);
    expect((await template()).statusCode).toBe(401);
  });
});
