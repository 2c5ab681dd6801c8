import type {
  ExamPaper,
  ExamPaperCreate,
  ExamPaperDetail,
  ExamPaperQuery,
  ExamPaperUpdate,
  PaperPreview,
  QuestionAnswer,
} from '@coalsim/contract';
import { count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { orderByOf } from '../../lib/list-query.js';
import { escapeLike, sameVersion } from '../../lib/sql.js';
import { readableBy, type BankOwner } from './bank-owner.js';
import { examQuestion } from './exam.table.js';
import { checkPaperQuestions, drawPaper } from './paper-draw.js';
import { examArrangement, examPaper } from './paper.table.js';

export const PAPER_NOT_FOUND = '试卷不存在或已删除，请刷新列表';
export const PAPER_STALE = '试卷已被他人修改，请刷新后重试';
export const PAPER_IN_USE = '试卷已被已发布的考试使用，不能再修改；如需调整请复制为新试卷';
export const PAPER_USED = '试卷已被考试安排使用，请先删除使用它的考试安排';

type PaperRow = typeof examPaper.$inferSelect;
/** The enterprise owner of a paper: papers are an enterprise's only. */
type Owner = Extract<BankOwner, { platform: false }>;

/** Whether a published exam uses the paper: then it is frozen (its attempts are graded by it). */
const inUseSql = sql<boolean>`exists (select 1 from exam_arrangement e
  where e.paper_id = exam_paper.id and e.status = 'published')`;

const questionCountOf = (r: PaperRow) =>
  r.mode === 'fixed' ? r.items.length : r.rules.reduce((n, rule) => n + rule.count, 0);

const toPaper = (r: PaperRow, inUse: boolean): ExamPaper => ({
  id: r.id,
  name: r.name,
  mode: r.mode as ExamPaper['mode'],
  totalScore: r.totalScore,
  passScore: r.passScore,
  durationMinutes: r.durationMinutes,
  shuffleQuestions: r.shuffleQuestions,
  shuffleOptions: r.shuffleOptions,
  showAnswers: r.showAnswers,
  items: r.items,
  rules: r.rules as ExamPaper['rules'],
  questionCount: questionCountOf(r),
  inUse,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime.toISOString(),
});

export async function listPapers(db: Db, owner: Owner, query: ExamPaperQuery) {
  const where = owner.scope.where(
    examPaper,
    query.blurry ? ilike(examPaper.name, `%${escapeLike(query.blurry)}%`) : undefined,
    query.mode ? eq(examPaper.mode, query.mode) : undefined,
  );
  const order = orderByOf(
    query.sort,
    { id: examPaper.id, name: examPaper.name, createTime: examPaper.createTime },
    [desc(examPaper.createTime)],
    examPaper.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ paper: examPaper, inUse: inUseSql })
      .from(examPaper)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(examPaper).where(where),
  ]);
  return { content: rows.map((r) => toPaper(r.paper, r.inUse)), totalElements: total?.n ?? 0 };
}

export async function loadPaper(db: Db, owner: Owner, id: number) {
  const [row] = await db
    .select({ paper: examPaper, inUse: inUseSql })
    .from(examPaper)
    .where(owner.scope.where(examPaper, eq(examPaper.id, id)));
  if (!row) throw notFound(PAPER_NOT_FOUND);
  return row;
}

export async function getPaper(db: Db, owner: Owner, id: number): Promise<ExamPaperDetail> {
  const { paper, inUse } = await loadPaper(db, owner, id);
  const ids = paper.items.map((i) => i.questionId);
  const questions =
    ids.length === 0
      ? []
      : await db
          .select({
            id: examQuestion.id,
            type: examQuestion.type,
            stem: examQuestion.stem,
            bankId: examQuestion.bankId,
          })
          .from(examQuestion)
          .where(readableBy(owner, examQuestion, inArray(examQuestion.id, ids)));
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    ...toPaper(paper, inUse),
    // A question deleted since (possible only while no published exam uses the paper) is left
    // out: the editor shows the rest, and saving checks the scores add up again.
    items: paper.items.flatMap((item) => {
      const q = byId.get(item.questionId);
      return q
        ? [{ ...item, type: q.type as ExamPaper['rules'][number]['type'], stem: q.stem, bankId: q.bankId }]
        : [];
    }),
  };
}

const fieldsOf = (body: ExamPaperCreate) => ({
  name: body.name,
  mode: body.mode,
  totalScore: body.totalScore,
  passScore: body.passScore,
  durationMinutes: body.durationMinutes,
  shuffleQuestions: body.shuffleQuestions,
  shuffleOptions: body.shuffleOptions,
  showAnswers: body.showAnswers,
  items: body.mode === 'fixed' ? body.items : [],
  rules: body.mode === 'random' ? body.rules : [],
});

export async function createPaper(db: Db, owner: Owner, body: ExamPaperCreate): Promise<ExamPaper> {
  const fields = fieldsOf(body);
  await checkPaperQuestions(db, owner, fields);
  const [created] = await db
    .insert(examPaper)
    .values(owner.scope.stamp({ ...fields, createBy: owner.username, updateBy: owner.username }))
    .returning();
  return toPaper(created!, false);
}

export async function updatePaper(db: Db, owner: Owner, body: ExamPaperUpdate): Promise<ExamPaper> {
  const { inUse } = await loadPaper(db, owner, body.id);
  if (inUse) throw conflict(PAPER_IN_USE);
  const fields = fieldsOf(body);
  await checkPaperQuestions(db, owner, fields);
  const [saved] = await db
    .update(examPaper)
    .set({ ...fields, updateBy: owner.username, updateTime: sql`now()` })
    .where(
      owner.scope.where(
        examPaper,
        eq(examPaper.id, body.id),
        sameVersion(examPaper.updateTime, body.updateTime),
        sql`not ${inUseSql}`,
      ),
    )
    .returning();
  if (!saved) throw conflict(PAPER_STALE);
  return toPaper(saved, false);
}

export async function deletePapers(db: Db, owner: Owner, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const where = owner.scope.where(examPaper, inArray(examPaper.id, wanted));
  const [found] = await db.select({ n: count() }).from(examPaper).where(where);
  if ((found?.n ?? 0) !== wanted.length) throw notFound(PAPER_NOT_FOUND);
  const [used] = await db
    .select({ n: count() })
    .from(examArrangement)
    .where(owner.scope.where(examArrangement, inArray(examArrangement.paperId, wanted)));
  if ((used?.n ?? 0) > 0) throw conflict(PAPER_USED);
  await db.delete(examPaper).where(where);
}

/** One draw as a trainee would get it, with the answers, for the author to check. */
export async function previewPaper(db: Db, owner: Owner, id: number): Promise<PaperPreview> {
  const { paper } = await loadPaper(db, owner, id);
  const questions = await drawPaper(db, owner, paper);
  return {
    totalScore: paper.totalScore,
    questions: questions.map((q) => ({
      id: q.id,
      type: q.type,
      stem: q.stem,
      picture: q.picture,
      options: q.options as PaperPreview['questions'][number]['options'],
      score: q.score,
      answer: q.answer as QuestionAnswer,
      analysis: q.analysis,
    })),
  };
}
