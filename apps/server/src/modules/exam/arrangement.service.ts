import type {
  ExamArrangement,
  ExamArrangementCreate,
  ExamArrangementQuery,
  ExamArrangementUpdate,
  ExamStatus,
} from '@coalsim/contract';
import { and, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { orderByOf } from '../../lib/list-query.js';
import { escapeLike, sameVersion } from '../../lib/sql.js';
import { trainPlan } from '../train/train.table.js';
import { checkSelection, selectedWorkerIds } from '../train/trainees.js';
import type { BankOwner } from './bank-owner.js';
import { checkPaperQuestions } from './paper-draw.js';
import { loadPaper } from './paper.service.js';
import { examArrangement, examAttempt, examCandidate, examPaper } from './paper.table.js';

export const EXAM_NOT_FOUND = '考试安排不存在或已删除，请刷新列表';
export const EXAM_STALE = '考试安排已被他人修改，请刷新后重试';
export const EXAM_PUBLISHED = '考试已发布，不能再修改；如需调整请新建考试安排';
export const EXAM_STARTED = '考试已有考生作答，不能删除';
export const EXAM_NO_CANDIDATES = '考生为空：请先选择部门、岗位或员工（仅计在职员工），再发布';
const PLAN_UNKNOWN = '所选培训计划不存在或已被删除，请刷新后重新选择';

type Owner = Extract<BankOwner, { platform: false }>;

/** "finished" is a published exam past its window: computed, never stored (as for plans). */
const statusSql = sql<ExamStatus>`case when ${examArrangement.status} = 'draft' then 'draft'
  when ${examArrangement.endTime} < now() then 'finished' else 'published' end`;

const counts = sql<{ candidates: number; taken: number; passed: number }>`(
  select json_build_object('candidates', count(*), 'taken', count(c.best_score), 'passed', count(c.passed_at))
  from exam_candidate c where c.exam_id = ${examArrangement.id})`;

const columns = {
  exam: examArrangement,
  status: statusSql,
  paperName: examPaper.name,
  totalScore: examPaper.totalScore,
  passScore: examPaper.passScore,
  durationMinutes: examPaper.durationMinutes,
  planName: trainPlan.name,
  counts,
};

const selectExams = (db: Db) =>
  db
    .select(columns)
    .from(examArrangement)
    .innerJoin(examPaper, eq(examPaper.id, examArrangement.paperId))
    .leftJoin(trainPlan, eq(trainPlan.id, examArrangement.planId));

type ExamRow = Awaited<ReturnType<ReturnType<typeof selectExams>['execute']>>[number];

function toExam(row: ExamRow, draftCandidates: number): ExamArrangement {
  const e = row.exam;
  return {
    id: e.id,
    name: e.name,
    paper: {
      id: e.paperId,
      name: row.paperName,
      totalScore: row.totalScore,
      passScore: row.passScore,
      durationMinutes: row.durationMinutes,
    },
    plan: e.planId === null || row.planName === null ? null : { id: e.planId, name: row.planName },
    startTime: e.startTime.getTime(),
    endTime: e.endTime.getTime(),
    attempts: e.attempts,
    maxSwitches: e.maxSwitches,
    status: row.status,
    deptIds: e.deptIds,
    jobIds: e.jobIds,
    workerIds: e.workerIds,
    candidateCount: row.status === 'draft' ? draftCandidates : Number(row.counts.candidates),
    takenCount: Number(row.counts.taken),
    passedCount: Number(row.counts.passed),
    publishedAt: e.publishedAt?.toISOString() ?? null,
    createTime: e.createTime.toISOString(),
    updateTime: e.updateTime.toISOString(),
  };
}

const draftCount = async (db: Db, owner: Owner, row: ExamRow) =>
  row.status === 'draft' ? (await selectedWorkerIds(db, owner.scope, row.exam)).length : 0;

export async function listExams(db: Db, owner: Owner, query: ExamArrangementQuery) {
  const where = owner.scope.where(
    examArrangement,
    query.blurry ? ilike(examArrangement.name, `%${escapeLike(query.blurry)}%`) : undefined,
    query.status ? eq(statusSql, query.status) : undefined,
    query.planId ? eq(examArrangement.planId, query.planId) : undefined,
  );
  const order = orderByOf(
    query.sort,
    {
      id: examArrangement.id,
      startTime: examArrangement.startTime,
      endTime: examArrangement.endTime,
      createTime: examArrangement.createTime,
    },
    [desc(examArrangement.createTime)],
    examArrangement.id,
  );
  const [rows, [total]] = await Promise.all([
    selectExams(db)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(examArrangement).where(where),
  ]);
  const content = await Promise.all(rows.map(async (r) => toExam(r, await draftCount(db, owner, r))));
  return { content, totalElements: total?.n ?? 0 };
}

async function loadExamRow(db: Db, owner: Owner, id: number): Promise<ExamRow> {
  const [row] = await selectExams(db).where(owner.scope.where(examArrangement, eq(examArrangement.id, id)));
  if (!row) throw notFound(EXAM_NOT_FOUND);
  return row;
}

export async function getExam(db: Db, owner: Owner, id: number): Promise<ExamArrangement> {
  const row = await loadExamRow(db, owner, id);
  return toExam(row, await draftCount(db, owner, row));
}

const fieldsOf = (body: ExamArrangementCreate) => ({
  name: body.name,
  paperId: body.paperId,
  planId: body.planId,
  startTime: new Date(body.startTime),
  endTime: new Date(body.endTime),
  attempts: body.attempts,
  maxSwitches: body.maxSwitches,
  deptIds: [...new Set(body.deptIds)],
  jobIds: [...new Set(body.jobIds)],
  workerIds: [...new Set(body.workerIds)],
});

/** The paper and plan are the enterprise's own; a plan has one exam at most (its theory part). */
async function checkFields(db: Db, owner: Owner, body: ExamArrangementCreate, id?: number) {
  await loadPaper(db, owner, body.paperId).catch(() => {
    throw badRequest('所选试卷不存在或已被删除，请刷新后重新选择', { paperId: ['试卷不存在'] });
  });
  if (body.planId !== null) {
    const [plan] = await db
      .select({ id: trainPlan.id })
      .from(trainPlan)
      .where(owner.scope.where(trainPlan, eq(trainPlan.id, body.planId)));
    if (!plan) throw badRequest(PLAN_UNKNOWN, { planId: [PLAN_UNKNOWN] });
    const [other] = await db
      .select({ name: examArrangement.name })
      .from(examArrangement)
      .where(
        and(
          eq(examArrangement.planId, body.planId),
          id === undefined ? undefined : ne(examArrangement.id, id),
        ),
      );
    if (other) {
      const message = `该培训计划已有考试安排「${other.name}」：一个计划只对应一场考试`;
      throw badRequest(message, { planId: [message] });
    }
  }
  await checkSelection(db, owner.scope, body);
}

export async function createExam(db: Db, owner: Owner, body: ExamArrangementCreate) {
  await checkFields(db, owner, body);
  const [created] = await db
    .insert(examArrangement)
    .values(owner.scope.stamp({ ...fieldsOf(body), createBy: owner.username, updateBy: owner.username }))
    .returning({ id: examArrangement.id });
  return getExam(db, owner, created!.id);
}

export async function updateExam(db: Db, owner: Owner, body: ExamArrangementUpdate) {
  const row = await loadExamRow(db, owner, body.id);
  if (row.exam.status !== 'draft') throw conflict(EXAM_PUBLISHED);
  await checkFields(db, owner, body, body.id);
  const saved = await db
    .update(examArrangement)
    .set({ ...fieldsOf(body), updateBy: owner.username, updateTime: sql`now()` })
    .where(
      owner.scope.where(
        examArrangement,
        eq(examArrangement.id, body.id),
        eq(examArrangement.status, 'draft'),
        sameVersion(examArrangement.updateTime, body.updateTime),
      ),
    )
    .returning({ id: examArrangement.id });
  if (saved.length === 0) throw conflict(EXAM_STALE);
  return getExam(db, owner, body.id);
}

/** draft → published: the paper is checked drawable, the selection's staff become the candidates. */
export async function publishExam(db: Db, owner: Owner, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(examArrangement)
      .where(owner.scope.where(examArrangement, eq(examArrangement.id, id)))
      .for('update');
    if (!row) throw notFound(EXAM_NOT_FOUND);
    if (row.status !== 'draft') throw conflict(EXAM_PUBLISHED);
    const [paper] = await tx.select().from(examPaper).where(eq(examPaper.id, row.paperId));
    await checkPaperQuestions(tx, owner, paper!);
    const workerIds = await selectedWorkerIds(tx, owner.scope, row);
    if (workerIds.length === 0) throw conflict(EXAM_NO_CANDIDATES);
    await tx
      .insert(examCandidate)
      .values(
        workerIds.map((workerId) =>
          owner.scope.stamp({ examId: id, workerId, createBy: owner.username, updateBy: owner.username }),
        ),
      );
    await tx
      .update(examArrangement)
      .set({ status: 'published', publishedAt: sql`now()`, updateBy: owner.username, updateTime: sql`now()` })
      .where(eq(examArrangement.id, id));
  });
  return getExam(db, owner, id);
}

export async function deleteExams(db: Db, owner: Owner, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const where = owner.scope.where(examArrangement, inArray(examArrangement.id, wanted));
  const [found] = await db.select({ n: count() }).from(examArrangement).where(where);
  if ((found?.n ?? 0) !== wanted.length) throw notFound(EXAM_NOT_FOUND);
  const [started] = await db
    .select({ n: count() })
    .from(examAttempt)
    .where(owner.scope.where(examAttempt, inArray(examAttempt.examId, wanted)));
  if ((started?.n ?? 0) > 0) throw conflict(EXAM_STARTED);
  await db.delete(examArrangement).where(where);
}
