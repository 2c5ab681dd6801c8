import type { DictDetail, DictDetailBody, DictDetailUpdateBody } from '@coalsim/contract';
import { and, eq, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import type { Principal } from '../auth/current-user.js';
import { sysDict, sysDictDetail } from './dict.table.js';

export const DETAIL_NOT_FOUND = '字典详情不存在';
export const VALUE_TAKEN = '该字典中已有相同的字典值';

async function dictOf(db: Db, id: number) {
  const [dict] = await db
    .select({ id: sysDict.id, name: sysDict.name })
    .from(sysDict)
    .where(eq(sysDict.id, id));
  if (!dict) throw badRequest('所属字典不存在', { dict: ['所属字典不存在'] });
  return dict;
}

/** Pages look a label up by value: two choices with one value would make that ambiguous. */
async function assertValueFree(db: Db, dictId: number, value: string, exceptId?: number) {
  const [row] = await db
    .select({ id: sysDictDetail.id })
    .from(sysDictDetail)
    .where(
      and(
        eq(sysDictDetail.dictId, dictId),
        eq(sysDictDetail.value, value),
        exceptId === undefined ? undefined : ne(sysDictDetail.id, exceptId),
      ),
    );
  if (row) throw conflict(VALUE_TAKEN, { value: [VALUE_TAKEN] });
}

type DetailRow = typeof sysDictDetail.$inferSelect;
const toDetail = (row: DetailRow, dict: { id: number; name: string }): DictDetail => ({
  id: row.id,
  dict,
  label: row.label,
  value: row.value,
  dictSort: row.dictSort,
});

export async function createDictDetail(db: Db, principal: Principal, body: DictDetailBody) {
  const dict = await dictOf(db, body.dict.id);
  await assertValueFree(db, dict.id, body.value);
  const [row] = await db
    .insert(sysDictDetail)
    .values({
      dictId: dict.id,
      label: body.label,
      value: body.value,
      dictSort: body.dictSort,
      createBy: principal.username,
      updateBy: principal.username,
    })
    .returning();
  return toDetail(row!, dict);
}

export async function updateDictDetail(db: Db, principal: Principal, body: DictDetailUpdateBody) {
  const [current] = await db.select().from(sysDictDetail).where(eq(sysDictDetail.id, body.id));
  if (!current) throw notFound(DETAIL_NOT_FOUND);
  const dict = await dictOf(db, body.dict.id);
  await assertValueFree(db, dict.id, body.value, body.id);
  const [row] = await db
    .update(sysDictDetail)
    .set({
      dictId: dict.id,
      label: body.label,
      value: body.value,
      dictSort: body.dictSort,
      updateBy: principal.username,
      updateTime: sql`now()`,
    })
    .where(eq(sysDictDetail.id, body.id))
    .returning();
  return toDetail(row!, dict);
}

export async function deleteDictDetail(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(sysDictDetail)
    .where(eq(sysDictDetail.id, id))
    .returning({ id: sysDictDetail.id });
  if (deleted.length === 0) throw notFound(DETAIL_NOT_FOUND);
}
