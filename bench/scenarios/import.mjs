// 员工 Excel import (POST api/center/worker/import): a 5,000-row sheet checked (dry run) and
// committed (inserted, then updated) against the built server, as the demo enterprise account.
// Baseline in the same run: reading the same sheet's cells with exceljs's streaming reader in this
// process, the floor under any import, which must parse the file before it can check a row.
import { Readable } from 'node:stream';

import ExcelJS from 'exceljs';

import { median } from '../lib/median.mjs';
import { cpuMs, signIn, startServer } from '../lib/processes.mjs';

const COLUMNS = ['工号', '姓名', '性别', '手机号码', '部门', '岗位', '入职日期'];
const GOAL_MS = 10_000;
const RUNS = 3;

/** The departments (as paths) and posts the template's second sheet offers the enterprise. */
async function organisation(url, token) {
  const res = await fetch(`${url}/api/center/worker/template`, { headers: { authorization: token } });
  if (!res.ok) throw new Error(`template: ${res.status}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const help = workbook.worksheets[1];
  const column = (n) =>
    help
      .getColumn(n)
      .values.slice(2)
      .filter((v) => typeof v === 'string' && v !== '');
  const depts = column(1).filter((d) => d.includes('/'));
  return { depts: depts.length ? depts : column(1), posts: column(2) };
}

/** A sheet as people fill it in: phones typed as numbers, dates as Excel dates. */
async function buildSheet(rows, prefix, { depts, posts }) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('员工');
  sheet.addRow(COLUMNS);
  for (let i = 0; i < rows; i++) {
    sheet.addRow([
      `${prefix}${String(i).padStart(6, '0')}`,
      `员工${i}`,
      i % 2 ? '男' : '女',
      13_000_000_000 + i,
      depts[i % depts.length] ?? null,
      posts[i % posts.length] ?? null,
      new Date(Date.UTC(2015 + (i % 10), i % 12, 1 + (i % 28))),
    ]);
  }
  sheet.getColumn(7).numFmt = 'yyyy-mm-dd';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Only reading every cell of the first `width` columns, as the server's reader does. */
export async function parseOnly(bytes, width = COLUMNS.length) {
  const t0 = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let cells = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      for (let c = 1; c <= width; c++) if (row.getCell(c).value !== null) cells++;
    }
  }
  return { ms: performance.now() - t0, cells };
}

/** One multipart upload of `bytes` to `path` (with its query), timed, with the server's CPU. */
export async function upload(server, token, bytes, path) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'sheet.xlsx');
  const cpu0 = cpuMs(server.pid);
  const t0 = performance.now();
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const body = await res.json();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`import: ${res.status} ${body.message}`);
  return { ms, cpuMs: cpuMs(server.pid) - cpu0, body };
}

/**
 * Runs one import step per sheet and sums them up: the median wall time and server CPU, next to
 * the parse-only baseline, and what the last run reports (it must have no rows with errors).
 */
export async function measureImport(label, rows, runs, parseMs) {
  const results = [];
  for (const run of runs) results.push(await run());
  const ms = median(results.map((r) => r.ms));
  const last = results.at(-1).body;
  if (last.errorRows !== 0) throw new Error(`${label}: ${last.errorRows} rows with errors`);
  return {
    name: label,
    rows,
    ms: Math.round(ms),
    serverCpuMs: median(results.map((r) => r.cpuMs)),
    parseMs: Math.round(parseMs),
    ofBaseline: Math.round((ms / parseMs) * 10) / 10,
    created: last.created,
    updated: last.updated,
    withinGoal: ms < GOAL_MS,
  };
}

export async function importBench({ rows = 5_000 } = {}) {
  const server = await startServer();
  try {
    const token = await signIn(server.url, 'enterprise');
    const org = await organisation(server.url, token);
    const sheets = [];
    for (let r = 0; r < RUNS; r++) sheets.push(await buildSheet(rows, `B${r}`, org));
    const baseline = [];
    for (const bytes of sheets) baseline.push((await parseOnly(bytes)).ms);
    const parseMs = median(baseline);

    const measure = (label, runs) => measureImport(label, rows, runs, parseMs);
    const out = [];
    out.push(
      await measure(
        'dry run',
        sheets.map((b) => () => upload(server, token, b, '/api/center/worker/import?dryRun=true')),
      ),
    );
    out.push(
      await measure(
        'commit (all new)',
        sheets.map((b) => () => upload(server, token, b, '/api/center/worker/import?dryRun=false')),
      ),
    );
    out.push(
      await measure(
        'commit (all updates)',
        sheets.map((b) => () => upload(server, token, b, '/api/center/worker/import?dryRun=false')),
      ),
    );
    return {
      sheetKb: Math.round(sheets[0].length / 1024),
      depts: org.depts.length,
      posts: org.posts.length,
      rows: out,
    };
  } finally {
    await server.dispose();
  }
}
