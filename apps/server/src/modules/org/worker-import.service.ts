import {
  WORKER_IMPORT_COLUMNS,
  workerFieldsSchema,
  type WorkerImportResult,
  type WorkerImportRow,
} from '@coalsim/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { CONTROL_CHAR_MESSAGE, findControlChar } from '../../lib/control-chars.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { conflict, HttpError } from '../../lib/http-error.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { entWorker } from './org.table.js';
import { loadLookups, type ImportLookups } from './worker-import-lookup.js';
import type { ImportColumn, SheetRow } from './worker-sheet.js';

/** One row's worker, as it is written. */
interface WorkerFields {
  employeeNo: string;
  name: string;
  gender: '男' | '女' | null;
  phone: string;
  deptId: number | null;
  jobId: number | null;
  hiredOn: string | null;
}

interface CheckedRow extends WorkerImportRow {
  fields?: WorkerFields;
}

export const ORG_CHANGED = '导入期间部门或岗位被删除：请重新检查表格后再导入';
const BATCH = 1000;

/** The form's field behind each column; its schema judges the column's text. */
const FIELD_OF: Partial<Record<string, ImportColumn>> = {
  employeeNo: '工号',
  name: '姓名',
  gender: '性别',
  phone: '手机号码',
  hiredOn: '入职日期',
};

// 2024-03-01, 2024/3/1, 2024.3.1 and 2024年3月1日 all mean the same day; the schema then checks it.
const DAY = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/;
function normaliseDay(text: string): string {
  const m = DAY.exec(text);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : text;
}

/** One row judged on its own: the form's rules, then its department and post by name. */
function checkRow({ row, values }: SheetRow, lookups: ImportLookups): CheckedRow {
  const problems = new Map<ImportColumn, string>();
  const add = (column: ImportColumn, message: string) => {
    if (!problems.has(column)) problems.set(column, message);
  };
  for (const column of WORKER_IMPORT_COLUMNS) {
    if (findControlChar(values[column])) add(column, CONTROL_CHAR_MESSAGE);
  }
  const parsed = workerFieldsSchema.safeParse({
    employeeNo: values.工号,
    name: values.姓名,
    gender: values.性别 || null,
    phone: values.手机号码,
    hiredOn: values.入职日期 ? normaliseDay(values.入职日期) : null,
  });
  for (const issue of parsed.error?.issues ?? []) {
    const column = FIELD_OF[String(issue.path[0])];
    if (column) add(column, issue.message);
  }
  const dept = values.部门 ? lookups.depts.match(values.部门) : { id: null };
  if ('error' in dept) add('部门', dept.error);
  const post = values.岗位 ? lookups.posts.match(values.岗位) : { id: null };
  if ('error' in post) add('岗位', post.error);

  const employeeNo = parsed.data?.employeeNo ?? values.工号;
  const action = lookups.existing.has(employeeNo) ? 'update' : 'create';
  const checked: CheckedRow = { row, values, errors: [], columns: [], action };
  if (problems.size > 0 || !parsed.data || 'error' in dept || 'error' in post) {
    // In the sheet's column order, each naming its column.
    const columns = WORKER_IMPORT_COLUMNS.filter((c) => problems.has(c));
    checked.columns = columns;
    checked.errors = columns.map((c) => `${c}：${problems.get(c)}`);
    return checked;
  }
  const { name, gender, phone, hiredOn } = parsed.data;
  checked.fields = { employeeNo, name, gender, phone, hiredOn, deptId: dept.id, jobId: post.id };
  return checked;
}

/** A 工号 written on several rows: each of them says which others, so both ends get fixed. */
function markDuplicates(rows: CheckedRow[]) {
  const byNo = new Map<string, CheckedRow[]>();
  for (const r of rows) {
    const no = r.values.工号;
    if (!no) continue;
    const same = byNo.get(no);
    if (same) same.push(r);
    else byNo.set(no, [r]);
  }
  for (const same of byNo.values()) {
    if (same.length < 2) continue;
    for (const r of same) {
      if (r.columns.includes('工号')) continue;
      const others = same.filter((o) => o !== r).map((o) => o.row);
      r.columns = WORKER_IMPORT_COLUMNS.filter((c) => c === '工号' || r.columns.includes(c));
      r.errors = [`工号：与第 ${others.join('、')} 行重复，同一工号只能出现一次`, ...r.errors];
      delete r.fields;
    }
  }
}

/** What each row would do, and what is wrong with it, against the enterprise's current data. */
export async function checkSheet(db: Db, scope: EnterpriseScope, sheet: SheetRow[]) {
  const lookups = await loadLookups(db, scope);
  const rows = sheet.map((r) => checkRow(r, lookups));
  markDuplicates(rows);
  return rows;
}

const publicRow = ({ fields: _fields, ...row }: CheckedRow): WorkerImportRow => row;

function summary(rows: CheckedRow[], dryRun: boolean): WorkerImportResult {
  const valid = rows.filter((r) => r.fields);
  return {
    dryRun,
    total: rows.length,
    errorRows: rows.length - valid.length,
    created: valid.filter((r) => r.action === 'create').length,
    updated: valid.filter((r) => r.action === 'update').length,
    rows: dryRun ? rows.map(publicRow) : [],
  };
}

/** `第 3、7 行`, or the first ten and how many in all. */
function rowList(bad: CheckedRow[]): string {
  const numbers = bad.slice(0, 10).map((r) => r.row);
  return bad.length > 10 ? `第 ${numbers.join('、')} 等 ${bad.length} 行` : `第 ${numbers.join('、')} 行`;
}

/**
 * The dry run answers every row. The commit is all or nothing: a single bad row refuses the
 * whole sheet (400, the bad rows in the body); otherwise one transaction upserts every row on
 * (enterprise, 工号), a thousand rows per statement, and counts what was inserted and updated.
 */
export async function importWorkers(
  db: Db,
  scope: EnterpriseScope,
  by: string,
  sheet: SheetRow[],
  dryRun: boolean,
): Promise<WorkerImportResult> {
  const rows = await checkSheet(db, scope, sheet);
  if (dryRun) return summary(rows, true);
  const bad = rows.filter((r) => !r.fields);
  if (bad.length > 0) {
    throw new HttpError(400, `${rowList(bad)}有错误，未导入任何数据：请修正后重新导入`, undefined, {
      rows: bad.map(publicRow),
    });
  }
  // In 工号 order: two imports of overlapping sheets then lock rows in the same order and one
  // waits for the other instead of both deadlocking.
  const fields = rows.map((r) => r.fields!).sort((a, b) => (a.employeeNo < b.employeeNo ? -1 : 1));
  let created = 0;
  try {
    await db.transaction(async (tx) => {
      for (let i = 0; i < fields.length; i += BATCH) {
        const values = fields
          .slice(i, i + BATCH)
          .map((f) => scope.stamp({ ...f, createBy: by, updateBy: by }));
        const written = await tx
          .insert(entWorker)
          .values(values)
          .onConflictDoUpdate({
            target: [entWorker.enterpriseId, entWorker.employeeNo],
            set: {
              name: sql`excluded.name`,
              gender: sql`excluded.gender`,
              phone: sql`excluded.phone`,
              deptId: sql`excluded.dept_id`,
              jobId: sql`excluded.job_id`,
              hiredOn: sql`excluded.hired_on`,
              updateBy: sql`excluded.update_by`,
              updateTime: sql`now()`,
            },
          })
          // xmax is 0 on a row this statement inserted, the locking transaction's id on one it updated.
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        created += written.filter((w) => w.inserted).length;
      }
    });
  } catch (err) {
    // A department or post matched a moment ago was deleted before the rows went in.
    if (isForeignKeyViolation(err)) throw conflict(ORG_CHANGED);
    throw err;
  }
  return {
    dryRun: false,
    total: rows.length,
    errorRows: 0,
    created,
    updated: rows.length - created,
    rows: [],
  };
}
