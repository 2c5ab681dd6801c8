import type { Dict, DictBody, DictQuery, DictUpdateBody } from '@coalsim/contract';
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { blurryMatch, orderByOf, withinRange } from '../../lib/list-query.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import type { Principal } from '../auth/current-user.js';
import { sysDict, sysDictDetail } from './dict.table.js';

export const DICT_NOT_FOUND = '字典不存在';
export const DICT_NAME_TAKEN = '字典名称已存在';

type DictRow = typeof sysDict.$inferSelect;

const toDict = (row: DictRow): Dict => ({
  id: row.id,
  name: row.name,
  description: row.description,
  createTime: row.createTime.toISOString(),
});

function filtersOf(query: DictQuery): SQL | undefined {
  return and(
    blurryMatch([sysDict.name, sysDict.description], query.blurry),
    withinRange(sysDict.createTime, query.createTime),
  );
}

function orderOf(query: DictQuery) {
  const columns = { id: sysDict.id, name: sysDict.name, createTime: sysDict.createTime };
  return orderByOf(query.sort, columns, [asc(sysDict.name)], sysDict.id);
}

export async function listDicts(db: Db, query: DictQuery) {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sysDict)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(sysDict).where(where),
  ]);
  return { content: rows.map(toDict), totalElements: total?.n ?? 0 };
}

export async function allDicts(db: Db): Promise<Dict[]> {
  return (await db.select().from(sysDict).orderBy(asc(sysDict.name))).map(toDict);
}

/** One row per choice (a dictionary without choices still gets one), like eladmin's export. */
export async function dictRowsForExport(db: Db, query: DictQuery) {
  return db
    .select({
      name: sysDict.name,
      description: sysDict.description,
      label: sysDictDetail.label,
      value: sysDictDetail.value,
      dictSort: sysDictDetail.dictSort,
      createTime: sysDict.createTime,
    })
    .from(sysDict)
    .leftJoin(sysDictDetail, eq(sysDictDetail.dictId, sysDict.id))
    .where(filtersOf(query))
    .orderBy(...orderOf(query), asc(sysDictDetail.dictSort), asc(sysDictDetail.id))
    .limit(EXPORT_LIMIT);
}
export type DictExportRow = Awaited<ReturnType<typeof dictRowsForExport>>[number];

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: sysDict.id })
    .from(sysDict)
    .where(and(eq(sysDict.name, name), exceptId === undefined ? undefined : ne(sysDict.id, exceptId)));
  if (row) throw conflict(DICT_NAME_TAKEN, { name: [DICT_NAME_TAKEN] });
}

function uniqueToConflict(err: unknown): never {
  if (isUniqueViolation(err, 'sys_dict_name_unique'))
    throw conflict(DICT_NAME_TAKEN, { name: [DICT_NAME_TAKEN] });
  throw err;
}

export async function createDict(db: Db, principal: Principal, body: DictBody): Promise<Dict> {
  await assertNameFree(db, body.name);
  try {
    const [row] = await db
      .insert(sysDict)
      .values({ ...body, createBy: principal.username, updateBy: principal.username })
      .returning();
    return toDict(row!);
  } catch (err) {
    uniqueToConflict(err);
  }
}

export async function updateDict(db: Db, principal: Principal, body: DictUpdateBody): Promise<Dict> {
  const { id, ...changes } = body;
  await assertNameFree(db, changes.name, id);
  try {
    const [row] = await db
      .update(sysDict)
      .set({ ...changes, updateBy: principal.username, updateTime: sql`now()` })
      .where(eq(sysDict.id, id))
      .returning();
    if (!row) throw notFound(DICT_NOT_FOUND);
    return toDict(row);
  } catch (err) {
    uniqueToConflict(err);
  }
}

/** Their choices go with them (ON DELETE CASCADE). */
export async function deleteDicts(db: Db, ids: number[]): Promise<void> {
  await db.delete(sysDict).where(inArray(sysDict.id, ids));
}
