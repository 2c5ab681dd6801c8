import {
  ATTEMPT_ELSEWHERE,
  ATTEMPT_OVER,
  type AttemptAnswers,
  type AttemptEvent,
  type AttemptOutcome,
  type AttemptReview,
  type AttemptStart,
} from '@coalsim/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import type { Principal } from '../auth/current-user.js';
import { finishAttempt, handIn, lockAttempt, outcomeFrom } from './attempt-finish.js';
import { attemptShapes } from './attempt-shapes.js';
import { answerProblems, askedQuestion, reviewedQuestion } from './grading.js';
import { traineeOf, type Trainee } from './my-exam.service.js';
import { drawPaper } from './paper-draw.js';
import { examArrangement, examAttempt, examCandidate, examPaper } from './paper.table.js';

const EXAM_NOT_FOUND = '考试不存在，或您不在本场考试的考生名单中';
const ATTEMPT_NOT_FOUND = '答卷不存在，请回到我的考试重新进入';
const NOT_YET = '考试尚未开始，请在开始时间之后进入';
const CLOSED = '考试已截止，不能再开始作答';
const PASSED = '您已通过本场考试，无需再考';
const NO_ATTEMPTS = '考试次数已用完';

type AttemptRow = typeof examAttempt.$inferSelect;

const startView = (
  a: Pick<AttemptRow, 'id' | 'no' | 'deadline' | 'switches' | 'questions' | 'answers'>,
  exam: { id: number; name: string; attempts: number; maxSwitches: number },
  paper: { totalScore: number; passScore: number },
): AttemptStart => ({
  attemptId: a.id,
  exam: { id: exam.id, name: exam.name },
  no: a.no,
  attempts: exam.attempts,
  deadline: a.deadline.getTime(),
  serverTime: Date.now(),
  totalScore: paper.totalScore,
  passScore: paper.passScore,
  maxSwitches: exam.maxSwitches,
  switches: a.switches,
  questions: a.questions.map(askedQuestion),
  answers: a.answers as AttemptAnswers,
});

/**
 * 开始考试 / 继续作答. The candidate's row is locked while deciding, so two clicks cannot start two
 * attempts. An open attempt past its deadline is handed in first; an open one in time is resumed
 * and moves to this browser's sign-in (the other's saves are refused from now on).
 */
export async function startExam(db: Db, principal: Principal, sessionId: string, examId: number) {
  const trainee = await traineeOf(db, principal);
  const [overdue] = await db
    .select({ id: examAttempt.id })
    .from(examAttempt)
    .where(
      and(
        eq(examAttempt.examId, examId),
        eq(examAttempt.workerId, trainee.workerId),
        isNull(examAttempt.submittedAt),
        sql`${examAttempt.deadline} < now()`,
      ),
    );
  if (overdue) await finishAttempt(db, overdue.id, 'deadline');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ candidate: examCandidate, exam: examArrangement, paper: examPaper })
      .from(examCandidate)
      .innerJoin(examArrangement, eq(examArrangement.id, examCandidate.examId))
      .innerJoin(examPaper, eq(examPaper.id, examArrangement.paperId))
      .where(
        and(
          eq(examCandidate.examId, examId),
          eq(examCandidate.workerId, trainee.workerId),
          eq(examArrangement.status, 'published'),
        ),
      )
      .for('update', { of: examCandidate });
    if (!row) throw notFound(EXAM_NOT_FOUND);
    const { candidate, exam, paper } = row;
    const [open] = await tx
      .select()
      .from(examAttempt)
      .where(
        and(
          eq(examAttempt.examId, examId),
          eq(examAttempt.workerId, trainee.workerId),
          isNull(examAttempt.submittedAt),
        ),
      );
    if (open) {
      const [moved] = await tx
        .update(examAttempt)
        .set({ sessionId, updateTime: sql`now()` })
        .where(eq(examAttempt.id, open.id))
        .returning();
      return startView(moved!, exam, paper);
    }
    const now = Date.now();
    if (now < exam.startTime.getTime()) throw conflict(NOT_YET);
    if (now > exam.endTime.getTime()) throw conflict(CLOSED);
    if (candidate.passedAt) throw conflict(PASSED);
    if (candidate.attemptsUsed >= exam.attempts) throw conflict(`${NO_ATTEMPTS}（共 ${exam.attempts} 次）`);
    const questions = await drawPaper(tx, trainee.owner, paper);
    const deadline = new Date(Math.min(now + paper.durationMinutes * 60_000, exam.endTime.getTime()));
    const [created] = await tx
      .insert(examAttempt)
      .values(
        trainee.owner.scope.stamp({
          examId,
          workerId: trainee.workerId,
          no: candidate.attemptsUsed + 1,
          sessionId,
          deadline,
          questionIds: questions.map((q) => q.id),
          questions,
          createBy: principal.username,
          updateBy: principal.username,
        }),
      )
      // The questions just drawn are not read back: 100 of them are some 30 KB of JSON.
      .returning({
        id: examAttempt.id,
        no: examAttempt.no,
        deadline: examAttempt.deadline,
        switches: examAttempt.switches,
        answers: examAttempt.answers,
      });
    await tx
      .update(examCandidate)
      .set({ attemptsUsed: candidate.attemptsUsed + 1, updateTime: sql`now()` })
      .where(eq(examCandidate.id, candidate.id));
    return startView({ ...created!, questions }, exam, paper);
  });
}

/** The trainee's own attempt (another's id is simply unknown), handed in first if past its deadline. */
async function ownAttempt(db: Db, trainee: Trainee, attemptId: number): Promise<AttemptRow> {
  const [row] = await db
    .select()
    .from(examAttempt)
    .where(and(eq(examAttempt.id, attemptId), eq(examAttempt.workerId, trainee.workerId)));
  if (!row) throw notFound(ATTEMPT_NOT_FOUND);
  if (row.submittedAt === null && row.deadline.getTime() < Date.now())
    return (await finishAttempt(db, row.id, 'deadline')).attempt;
  return row;
}

/** An attempt still taking answers from this browser: else 409 saying why. */
function ensureWritable(row: Pick<AttemptRow, 'submittedAt' | 'sessionId'>, sessionId: string) {
  if (row.submittedAt !== null) throw conflict(ATTEMPT_OVER);
  if (row.sessionId !== sessionId) throw conflict(ATTEMPT_ELSEWHERE);
}

/** 保存答案: merged into what was saved (null clears one); refused after the deadline or elsewhere. */
export async function saveAnswers(
  db: Db,
  principal: Principal,
  sessionId: string,
  attemptId: number,
  answers: AttemptAnswers,
) {
  const trainee = await traineeOf(db, principal);
  // As ownAttempt, without the questions and answers: 404, then the deadline's hand-in.
  const [row] = await db
    .select({
      submittedAt: examAttempt.submittedAt,
      deadline: examAttempt.deadline,
      sessionId: examAttempt.sessionId,
      startedAt: examAttempt.startedAt,
    })
    .from(examAttempt)
    .where(and(eq(examAttempt.id, attemptId), eq(examAttempt.workerId, trainee.workerId)));
  if (!row) throw notFound(ATTEMPT_NOT_FOUND);
  if (row.submittedAt === null && row.deadline.getTime() < Date.now()) {
    await finishAttempt(db, attemptId, 'deadline');
    throw conflict(ATTEMPT_OVER);
  }
  ensureWritable(row, sessionId);
  const problem = answerProblems(await attemptShapes(db, attemptId, row.startedAt), answers);
  if (problem) throw badRequest(problem, { answers: [problem] });
  const [saved] = await db
    .update(examAttempt)
    .set({
      answers: sql`jsonb_strip_nulls(${examAttempt.answers} || ${JSON.stringify(answers)}::jsonb)`,
      savedAt: sql`now()`,
    })
    .where(
      and(
        eq(examAttempt.id, attemptId),
        isNull(examAttempt.submittedAt),
        eq(examAttempt.sessionId, sessionId),
        sql`${examAttempt.deadline} >= now()`,
      ),
    )
    .returning({ savedAt: examAttempt.savedAt });
  // Handed in or moved between the read and the write: say which, as above.
  if (!saved) ensureWritable(await ownAttempt(db, trainee, attemptId), sessionId);
  return { savedAt: (saved?.savedAt ?? new Date()).toISOString() };
}

/** 切屏: counted; one beyond the exam's limit hands the attempt in. */
export async function reportEvent(
  db: Db,
  principal: Principal,
  sessionId: string,
  attemptId: number,
  _event: AttemptEvent,
) {
  const trainee = await traineeOf(db, principal);
  const row = await ownAttempt(db, trainee, attemptId);
  ensureWritable(row, sessionId);
  const [counted] = await db
    .update(examAttempt)
    .set({ switches: sql`${examAttempt.switches} + 1` })
    .where(and(eq(examAttempt.id, attemptId), isNull(examAttempt.submittedAt)))
    .returning({ switches: examAttempt.switches });
  const [exam] = await db
    .select({ maxSwitches: examArrangement.maxSwitches })
    .from(examArrangement)
    .where(eq(examArrangement.id, row.examId));
  const switches = counted?.switches ?? row.switches;
  const over = switches > exam!.maxSwitches;
  const outcome = over ? (await finishAttempt(db, attemptId, 'switches')).outcome : null;
  return { switches, maxSwitches: exam!.maxSwitches, outcome };
}

/**
 * 交卷: graded on the server. Handing in twice answers the first outcome. One transaction from
 * the trainee's own attempt, locked, to its grade: a submission burst at the end of an exam costs
 * each trainee one read of the frozen questions (the deadline's hand-in first, as for any read).
 */
export async function submitAttempt(
  db: Db,
  principal: Principal,
  sessionId: string,
  attemptId: number,
): Promise<AttemptOutcome> {
  const trainee = await traineeOf(db, principal);
  return db.transaction(async (tx) => {
    const locked = await lockAttempt(
      tx,
      eq(examAttempt.id, attemptId),
      eq(examAttempt.workerId, trainee.workerId),
    );
    if (!locked) throw notFound(ATTEMPT_NOT_FOUND);
    const { attempt } = locked;
    if (attempt.submittedAt !== null) return outcomeFrom(attempt, locked);
    if (attempt.deadline.getTime() < Date.now()) return (await handIn(tx, locked, 'deadline')).outcome;
    if (attempt.sessionId !== sessionId) throw conflict(ATTEMPT_ELSEWHERE);
    return (await handIn(tx, locked, 'trainee')).outcome;
  });
}

/** 查看答卷: open, the questions and saved answers; handed in, the review the paper allows. */
export async function reviewAttempt(db: Db, principal: Principal, attemptId: number): Promise<AttemptReview> {
  const trainee = await traineeOf(db, principal);
  const row = await ownAttempt(db, trainee, attemptId);
  const [meta] = await db
    .select({
      name: examArrangement.name,
      totalScore: examPaper.totalScore,
      passScore: examPaper.passScore,
      showAnswers: examPaper.showAnswers,
    })
    .from(examArrangement)
    .innerJoin(examPaper, eq(examPaper.id, examArrangement.paperId))
    .where(eq(examArrangement.id, row.examId));
  const submitted = row.submittedAt !== null;
  const answers = row.answers as AttemptAnswers;
  const show = submitted && meta!.showAnswers;
  return {
    attemptId: row.id,
    exam: { id: row.examId, name: meta!.name },
    no: row.no,
    status: submitted ? 'submitted' : 'open',
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.getTime(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    totalScore: meta!.totalScore,
    passScore: meta!.passScore,
    score: submitted ? row.score : null,
    passed: submitted ? row.passed : null,
    reason: (row.reason as AttemptReview['reason']) ?? null,
    showAnswers: meta!.showAnswers,
    questions: row.questions.map((q) => reviewedQuestion(q, answers[String(q.id)], show)),
  };
}
