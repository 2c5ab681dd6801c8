import type { ExamAnalysis, ExamResult, ExamResultQuery, QuestionAnalysis } from '@coalsim/contract';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { escapeLike } from '../../lib/sql.js';
import { entDept, entWorker } from '../org/org.table.js';
import { deptSubtreeIds } from '../org/worker-query.service.js';
import { getExam } from './arrangement.service.js';
import type { BankOwner } from './bank-owner.js';
import { isCorrect } from './grading.js';
import { examAttempt, examCandidate } from './paper.table.js';

type Owner = Extract<BankOwner, { platform: false }>;

function resultWhere(owner: Owner, examId: number, query: ExamResultQuery) {
  const like = query.blurry ? `%${escapeLike(query.blurry)}%` : undefined;
  return owner.scope.where(
    examCandidate,
    eq(examCandidate.examId, examId),
    like ? or(ilike(entWorker.name, like), ilike(entWorker.employeeNo, like)) : undefined,
    query.result === 'passed' ? isNotNull(examCandidate.passedAt) : undefined,
    query.result === 'failed'
      ? and(isNull(examCandidate.passedAt), isNotNull(examCandidate.bestScore))
      : undefined,
    query.result === 'absent' ? isNull(examCandidate.bestScore) : undefined,
    query.deptId ? sql`${entWorker.deptId} in ${deptSubtreeIds(owner.scope, [query.deptId])}` : undefined,
  );
}

const selectResults = (db: Db) =>
  db
    .select({
      workerId: entWorker.id,
      employeeNo: entWorker.employeeNo,
      name: entWorker.name,
      deptName: entDept.name,
      attemptsUsed: examCandidate.attemptsUsed,
      bestScore: examCandidate.bestScore,
      passedAt: examCandidate.passedAt,
    })
    .from(examCandidate)
    .innerJoin(entWorker, eq(entWorker.id, examCandidate.workerId))
    .leftJoin(entDept, eq(entDept.id, entWorker.deptId));

/** 考试成绩: one page of candidates (or `limit` of them for 导出) with their attempts. */
export async function examResults(
  db: Db,
  owner: Owner,
  examId: number,
  query: ExamResultQuery,
  limit?: number,
): Promise<{ content: ExamResult[]; totalElements: number }> {
  await getExam(db, owner, examId);
  const where = resultWhere(owner, examId, query);
  const [rows, [total]] = await Promise.all([
    selectResults(db)
      .where(where)
      .orderBy(asc(entWorker.employeeNo), asc(entWorker.id))
      .limit(limit ?? query.size)
      .offset(limit === undefined ? query.page * query.size : 0),
    db
      .select({ n: count() })
      .from(examCandidate)
      .innerJoin(entWorker, eq(entWorker.id, examCandidate.workerId))
      .where(where),
  ]);
  const workerIds = rows.map((r) => r.workerId);
  const attempts =
    workerIds.length === 0
      ? []
      : await db
          .select({
            id: examAttempt.id,
            workerId: examAttempt.workerId,
            no: examAttempt.no,
            startedAt: examAttempt.startedAt,
            submittedAt: examAttempt.submittedAt,
            score: examAttempt.score,
            passed: examAttempt.passed,
            reason: examAttempt.reason,
            switches: examAttempt.switches,
          })
          .from(examAttempt)
          .where(
            owner.scope.where(
              examAttempt,
              eq(examAttempt.examId, examId),
              inArray(examAttempt.workerId, workerIds),
            ),
          )
          .orderBy(asc(examAttempt.no));
  return {
    content: rows.map((r) => ({
      workerId: r.workerId,
      employeeNo: r.employeeNo,
      name: r.name,
      deptName: r.deptName,
      attemptsUsed: r.attemptsUsed,
      bestScore: r.bestScore,
      passed: r.passedAt !== null,
      attempts: attempts
        .filter((a) => a.workerId === r.workerId)
        .map((a) => ({
          id: a.id,
          no: a.no,
          startedAt: a.startedAt.toISOString(),
          submittedAt: a.submittedAt?.toISOString() ?? null,
          score: a.score,
          passed: a.passed,
          reason: (a.reason as ExamResult['attempts'][number]['reason']) ?? null,
          switches: a.switches,
        })),
    })),
    totalElements: total?.n ?? 0,
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The option keys an answer picked: letters, or 正确 / 错误 for 判断题. */
const picked = (answer: unknown): string[] =>
  typeof answer === 'boolean'
    ? [answer ? '正确' : '错误']
    : typeof answer === 'string'
      ? [answer]
      : Array.isArray(answer)
        ? (answer as string[])
        : [];

/**
 * 试题分析 over the handed-in attempts. Discrimination is the classical index: the share right in
 * the upper 27 % of scores minus the lower 27 %'s, among those groups' attempts given the question
 * (random papers give each attempt its own questions); too few in a group gives none.
 */
export async function examAnalysis(db: Db, owner: Owner, examId: number): Promise<ExamAnalysis> {
  const exam = await getExam(db, owner, examId);
  const attempts = await db
    .select({ score: examAttempt.score, questions: examAttempt.questions, answers: examAttempt.answers })
    .from(examAttempt)
    .where(owner.scope.where(examAttempt, eq(examAttempt.examId, examId), isNotNull(examAttempt.submittedAt)))
    .orderBy(sql`${examAttempt.score} desc`, examAttempt.id);
  const n = attempts.length;
  const group = Math.round(n * 0.27);
  const stats = new Map<
    number,
    {
      q: (typeof attempts)[number]['questions'][number];
      given: number;
      right: number;
      upper: number[];
      lower: number[];
      picks: Map<string, number>;
    }
  >();
  attempts.forEach((a, rank) => {
    for (const q of a.questions) {
      const s = stats.get(q.id) ?? { q, given: 0, right: 0, upper: [0, 0], lower: [0, 0], picks: new Map() };
      const answer = a.answers[String(q.id)];
      const right = isCorrect(q, answer);
      s.given += 1;
      if (right) s.right += 1;
      if (rank < group) s.upper = [s.upper[0]! + (right ? 1 : 0), s.upper[1]! + 1];
      if (rank >= n - group) s.lower = [s.lower[0]! + (right ? 1 : 0), s.lower[1]! + 1];
      for (const key of picked(answer)) s.picks.set(key, (s.picks.get(key) ?? 0) + 1);
      stats.set(q.id, s);
    }
  });
  const questions: QuestionAnalysis[] = [...stats.values()].map((s) => {
    const enough = s.upper[1]! >= 2 && s.lower[1]! >= 2;
    const discrimination = enough ? round(s.upper[0]! / s.upper[1]! - s.lower[0]! / s.lower[1]!) : null;
    const keys = s.q.type === 'judge' ? ['正确', '错误'] : [...s.q.options.map((o) => o.key)].sort();
    const rightKeys = new Set(picked(s.q.answer));
    return {
      questionId: s.q.id,
      type: s.q.type,
      stem: s.q.stem,
      answered: s.given,
      correctShare: round(s.right / s.given),
      discrimination,
      options: keys.map((key) => ({
        key,
        share: round((s.picks.get(key) ?? 0) / s.given),
        correct: rightKeys.has(key),
      })),
      flagged: discrimination !== null && discrimination < 0,
    };
  });
  const scores = attempts.map((a) => a.score ?? 0);
  return {
    attempts: n,
    averageScore: n === 0 ? null : round(scores.reduce((x, y) => x + y, 0) / n),
    passRate: n === 0 ? null : round(scores.filter((s) => s >= exam.paper.passScore).length / n),
    questions: questions.sort((a, b) => a.correctShare - b.correctShare || a.questionId - b.questionId),
  };
}
