import type {
  ExamQuestion,
  ExamQuestionCreate,
  ExamQuestionQuery,
  ExamQuestionUpdate,
  QuestionAnswer,
} from '@coalsim/contract';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { orderByOf } from '../../lib/list-query.js';
import { escapeLike, sameVersion } from '../../lib/sql.js';
import { ownedBy, type BankOwner } from './bank-owner.js';
import { ownBank, readableBank } from './bank.service.js';
import { examQuestion } from './exam.table.js';
import { inUseBy, paperUsing } from './paper-usage.js';

export const QUESTION_NOT_FOUND = '试题不存在或已删除，请刷新列表';
export const QUESTION_STALE = '试题已被他人修改，请刷新后重试';

type QuestionRow = typeof examQuestion.$inferSelect;

export const toQuestion = (r: QuestionRow): ExamQuestion => ({
  id: r.id,
  bankId: r.bankId,
  type: r.type as ExamQuestion['type'],
  stem: r.stem,
  picture: r.picture,
  options: r.options as ExamQuestion['options'],
  answer: r.answer as QuestionAnswer,
  analysis: r.analysis,
  chapter: r.chapter,
  level: r.level as ExamQuestion['level'],
  difficulty: r.difficulty,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime.toISOString(),
});

/** A multiple choice's keys in order, so that grading compares like with like. */
export const normaliseAnswer = (answer: QuestionAnswer): QuestionAnswer =>
  Array.isArray(answer) ? [...new Set(answer)].sort() : answer;

/** The list's conditions: one bank the owner may read, or every question of its own banks. */
async function listWhere(db: Db, owner: BankOwner, query: ExamQuestionQuery) {
  if (query.bankId !== undefined) await readableBank(db, owner, query.bankId);
  return and(
    query.bankId === undefined ? ownedBy(owner, examQuestion) : eq(examQuestion.bankId, query.bankId),
    query.blurry ? ilike(examQuestion.stem, `%${escapeLike(query.blurry)}%`) : undefined,
    query.type ? eq(examQuestion.type, query.type) : undefined,
    query.level ? eq(examQuestion.level, query.level) : undefined,
    query.chapter ? eq(examQuestion.chapter, query.chapter) : undefined,
    query.difficulty ? eq(examQuestion.difficulty, query.difficulty) : undefined,
  )!;
}

const orderOf = (query: ExamQuestionQuery) =>
  orderByOf(
    query.sort,
    { id: examQuestion.id, difficulty: examQuestion.difficulty, createTime: examQuestion.createTime },
    [desc(examQuestion.createTime)],
    examQuestion.id,
  );

export async function listQuestions(db: Db, owner: BankOwner, query: ExamQuestionQuery) {
  const where = await listWhere(db, owner, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(examQuestion)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(examQuestion).where(where),
  ]);
  return { content: rows.map(toQuestion), totalElements: total?.n ?? 0 };
}

/** The filtered questions for 导出, at most `limit` of them. */
export async function questionsForExport(db: Db, owner: BankOwner, query: ExamQuestionQuery, limit: number) {
  const where = await listWhere(db, owner, query);
  const rows = await db
    .select()
    .from(examQuestion)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(limit);
  return rows.map(toQuestion);
}

const fieldsOf = (body: Omit<ExamQuestionCreate, 'bankId'>) => ({
  type: body.type,
  stem: body.stem,
  picture: body.picture,
  options: body.type === 'judge' ? [] : body.options,
  answer: normaliseAnswer(body.answer),
  analysis: body.analysis,
  chapter: body.chapter,
  level: body.level,
  difficulty: body.difficulty,
});

async function loadOwned(db: Db, owner: BankOwner, id: number): Promise<QuestionRow> {
  const [row] = await db
    .select()
    .from(examQuestion)
    .where(ownedBy(owner, examQuestion, eq(examQuestion.id, id)));
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return row;
}

export async function createQuestion(db: Db, owner: BankOwner, body: ExamQuestionCreate) {
  await ownBank(db, owner, body.bankId);
  // The owner column is the bank's, set by the database (migration 0022's trigger).
  const [created] = await db
    .insert(examQuestion)
    .values({ ...fieldsOf(body), bankId: body.bankId, createBy: owner.username, updateBy: owner.username })
    .returning();
  return toQuestion(created!);
}

export async function updateQuestion(db: Db, owner: BankOwner, body: ExamQuestionUpdate) {
  await loadOwned(db, owner, body.id);
  const [saved] = await db
    .update(examQuestion)
    .set({ ...fieldsOf(body), updateBy: owner.username, updateTime: sql`now()` })
    .where(
      ownedBy(
        owner,
        examQuestion,
        eq(examQuestion.id, body.id),
        sameVersion(examQuestion.updateTime, body.updateTime),
      ),
    )
    .returning();
  if (!saved) throw conflict(QUESTION_STALE);
  return toQuestion(saved);
}

export async function deleteQuestions(db: Db, owner: BankOwner, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const where = ownedBy(owner, examQuestion, inArray(examQuestion.id, wanted));
  const [found] = await db.select({ n: count() }).from(examQuestion).where(where);
  if ((found?.n ?? 0) !== wanted.length) throw notFound(QUESTION_NOT_FOUND);
  const paper = await paperUsing(db, { questionIds: wanted });
  if (paper) throw conflict(inUseBy(paper));
  await db.delete(examQuestion).where(where);
}
