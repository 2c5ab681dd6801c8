import type {
  ExamBank,
  ExamBankCopy,
  ExamBankCreate,
  ExamBankQuery,
  ExamBankUpdate,
} from '@coalsim/contract';
import { count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { orderByOf } from '../../lib/list-query.js';
import { escapeLike, sameVersion } from '../../lib/sql.js';
import { ownedBy, ownerIdOf, readableBy, type BankOwner } from './bank-owner.js';
import { examBank, examQuestion } from './exam.table.js';
import { inUseBy, paperUsing } from './paper-usage.js';

export const BANK_NOT_FOUND = '题库不存在或已删除，请刷新列表';
export const BANK_READ_ONLY = '平台题库只能查看：如需修改，请先“复制到本企业”再编辑副本';
export const BANK_STALE = '题库已被他人修改，请刷新后重试';

// Written with the table's name: inside a select list drizzle prints a column without its table,
// and the subquery's own "id" would be compared instead.
const questionCount = sql<number>`(select count(*) from ${examQuestion} q where q.bank_id = "exam_bank"."id")::int`;

const bankColumns = {
  id: examBank.id,
  enterpriseId: examBank.enterpriseId,
  name: examBank.name,
  category: examBank.category,
  description: examBank.description,
  questionCount,
  createTime: examBank.createTime,
  updateTime: examBank.updateTime,
};

const selectBanks = (db: Db) => db.select(bankColumns).from(examBank);
type BankRow = Awaited<ReturnType<ReturnType<typeof selectBanks>['execute']>>[number];

const toBank = (r: BankRow): ExamBank => ({
  id: r.id,
  name: r.name,
  category: r.category,
  description: r.description,
  source: r.enterpriseId === null ? 'platform' : 'own',
  questionCount: r.questionCount,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime.toISOString(),
});

export async function listBanks(db: Db, owner: BankOwner, query: ExamBankQuery) {
  const filters = [
    query.blurry ? ilike(examBank.name, `%${escapeLike(query.blurry)}%`) : undefined,
    query.category ? eq(examBank.category, query.category) : undefined,
  ];
  // The back office has the platform's banks only; an enterprise, its own or (verified) the platform's.
  const where =
    owner.platform || query.source === 'own'
      ? ownedBy(owner, examBank, ...filters)
      : readableBy(owner, examBank, isNull(examBank.enterpriseId), ...filters);
  const order = orderByOf(
    query.sort,
    { id: examBank.id, name: examBank.name, createTime: examBank.createTime },
    [desc(examBank.createTime)],
    examBank.id,
  );
  const [rows, [total]] = await Promise.all([
    selectBanks(db)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(examBank).where(where),
  ]);
  return { content: rows.map(toBank), totalElements: total?.n ?? 0 };
}

/** A bank the owner may read (its own, or the platform's for a verified enterprise), or 404. */
export async function readableBank(db: Db, owner: BankOwner, id: number): Promise<ExamBank> {
  const [row] = await selectBanks(db).where(readableBy(owner, examBank, eq(examBank.id, id)));
  if (!row) throw notFound(BANK_NOT_FOUND);
  return toBank(row);
}

/** A bank the owner may change, or 404 (not readable) / 409 (the platform's, to an enterprise). */
export async function ownBank(db: Db, owner: BankOwner, id: number): Promise<ExamBank> {
  const bank = await readableBank(db, owner, id);
  if (!owner.platform && bank.source === 'platform') throw conflict(BANK_READ_ONLY);
  return bank;
}

export async function createBank(db: Db, owner: BankOwner, body: ExamBankCreate) {
  const [created] = await db
    .insert(examBank)
    .values({ ...body, enterpriseId: ownerIdOf(owner), createBy: owner.username, updateBy: owner.username })
    .returning({ id: examBank.id });
  return readableBank(db, owner, created!.id);
}

export async function updateBank(db: Db, owner: BankOwner, body: ExamBankUpdate) {
  await ownBank(db, owner, body.id);
  const saved = await db
    .update(examBank)
    .set({
      name: body.name,
      category: body.category,
      description: body.description,
      updateBy: owner.username,
      updateTime: sql`now()`,
    })
    .where(
      ownedBy(owner, examBank, eq(examBank.id, body.id), sameVersion(examBank.updateTime, body.updateTime)),
    )
    .returning({ id: examBank.id });
  if (saved.length === 0) throw conflict(BANK_STALE);
  return readableBank(db, owner, body.id);
}

/** Deletes the banks with their questions; every id must be the owner's. */
export async function deleteBanks(db: Db, owner: BankOwner, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const where = ownedBy(owner, examBank, inArray(examBank.id, wanted));
  const [found] = await db.select({ n: count() }).from(examBank).where(where);
  if ((found?.n ?? 0) !== wanted.length) throw notFound(BANK_NOT_FOUND);
  const paper = await paperUsing(db, { bankIds: wanted });
  if (paper) throw conflict(inUseBy(paper));
  await db.delete(examBank).where(ownedBy(owner, examBank, inArray(examBank.id, wanted)));
}

/** 复制到本企业: a readable bank and all its questions, as a new bank of the owner. */
export async function copyBank(db: Db, owner: BankOwner, id: number, body: ExamBankCopy) {
  const source = await readableBank(db, owner, id);
  const copyId = await db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(examBank)
      .values({
        enterpriseId: ownerIdOf(owner),
        name: body.name ?? source.name,
        category: source.category,
        description: source.description,
        copiedFrom: source.id,
        createBy: owner.username,
        updateBy: owner.username,
      })
      .returning({ id: examBank.id });
    // One statement, however large the bank: the rows never pass through this process.
    await tx.execute(sql`
      INSERT INTO ${examQuestion} (bank_id, type, stem, picture, options, answer, analysis, chapter, level, difficulty, create_by, update_by)
      SELECT ${copy!.id}, type, stem, picture, options, answer, analysis, chapter, level, difficulty, ${owner.username}, ${owner.username}
      FROM ${examQuestion} WHERE bank_id = ${source.id} ORDER BY id`);
    return copy!.id;
  });
  return readableBank(db, owner, copyId);
}
