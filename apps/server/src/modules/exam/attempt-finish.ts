import type { AttemptAnswers, AttemptOutcome, SubmitReason } from '@coalsim/contract';
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import type { Tx } from '../access/access-transitions.js';
import { completePlans } from '../train/progress.js';
import { gradeAttempt } from './grading.js';
import { examArrangement, examAttempt, examCandidate, examPaper } from './paper.table.js';

type AttemptRow = typeof examAttempt.$inferSelect;

/** An attempt locked for handing in, with what that needs of its exam: the paper's scores, the plan. */
export interface LockedAttempt {
  attempt: AttemptRow;
  planId: number | null;
  totalScore: number;
  passScore: number;
}

export interface Finished {
  attempt: AttemptRow;
  outcome: AttemptOutcome;
}

/**
 * The attempt matching `conditions`, locked, with its exam's paper and plan in the same
 * statement: handing in reads the frozen questions once, and no second query asks for the paper.
 */
export async function lockAttempt(tx: Tx, ...conditions: SQL[]): Promise<LockedAttempt | undefined> {
  const [row] = await tx
    .select({
      attempt: examAttempt,
      planId: examArrangement.planId,
      totalScore: examPaper.totalScore,
      passScore: examPaper.passScore,
    })
    .from(examAttempt)
    .innerJoin(examArrangement, eq(examArrangement.id, examAttempt.examId))
    .innerJoin(examPaper, eq(examPaper.id, examArrangement.paperId))
    .where(and(...conditions))
    .for('update', { of: examAttempt });
  return row;
}

/** The outcome of a handed-in attempt, as submit and the review report it. */
export const outcomeFrom = (
  attempt: AttemptRow,
  paper: { totalScore: number; passScore: number },
): AttemptOutcome => ({
  score: attempt.score ?? 0,
  passed: attempt.passed ?? false,
  totalScore: paper.totalScore,
  passScore: paper.passScore,
  reason: (attempt.reason ?? 'trainee') as SubmitReason,
});

/** The outcome of a handed-in attempt, its paper read for it. */
export async function outcomeOf(db: Db | Tx, attempt: AttemptRow): Promise<AttemptOutcome> {
  const [paper] = await db
    .select({ totalScore: examPaper.totalScore, passScore: examPaper.passScore })
    .from(examArrangement)
    .innerJoin(examPaper, eq(examPaper.id, examArrangement.paperId))
    .where(eq(examArrangement.id, attempt.examId));
  return outcomeFrom(attempt, paper!);
}

/**
 * Hands in a locked open attempt: graded on the server from its frozen questions, the
 * candidate's best score and pass kept, and a plan whose theory part this exam is completed
 * when everything else is met too.
 */
export async function handIn(tx: Tx, locked: LockedAttempt, reason: SubmitReason): Promise<Finished> {
  const open = locked.attempt;
  const score = gradeAttempt(open.questions, open.answers as AttemptAnswers);
  const passed = score >= locked.passScore;
  // Handed in by the clock: at the deadline, not when the job came round to it.
  const at =
    reason === 'deadline' ? sql`least(now(), ${open.deadline.toISOString()}::timestamptz)` : sql`now()`;
  // Only the columns that change come back: the frozen questions are not sent twice.
  const [saved] = await tx
    .update(examAttempt)
    .set({ submittedAt: at, score, passed, reason, updateTime: sql`now()` })
    .where(eq(examAttempt.id, open.id))
    .returning({
      submittedAt: examAttempt.submittedAt,
      score: examAttempt.score,
      passed: examAttempt.passed,
      reason: examAttempt.reason,
      updateTime: examAttempt.updateTime,
    });
  await tx
    .update(examCandidate)
    .set({
      bestScore: sql`greatest(${examCandidate.bestScore}, ${score})`,
      passedAt: passed ? sql`coalesce(${examCandidate.passedAt}, now())` : examCandidate.passedAt,
      updateTime: sql`now()`,
    })
    .where(and(eq(examCandidate.examId, open.examId), eq(examCandidate.workerId, open.workerId)));
  if (passed && locked.planId !== null)
    await completePlans(tx, [{ planId: locked.planId, workerId: open.workerId }], new Date());
  const attempt = { ...open, ...saved! };
  return { attempt, outcome: outcomeFrom(attempt, locked) };
}

/**
 * Hands an attempt in (the deadline job, a read after the deadline, too many tab switches). Only
 * one caller wins: the row is locked, and one already handed in is answered as it is.
 */
export async function finishAttempt(db: Db, attemptId: number, reason: SubmitReason): Promise<Finished> {
  return db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, eq(examAttempt.id, attemptId));
    if (!locked) throw new Error(`exam attempt ${attemptId} vanished`);
    if (locked.attempt.submittedAt !== null)
      return { attempt: locked.attempt, outcome: outcomeFrom(locked.attempt, locked) };
    return handIn(tx, locked, reason);
  });
}

/**
 * Hands in every attempt left open past its deadline (all of them for the scheduled job, one
 * trainee's before any of their reads), oldest first, `limit` at a time.
 */
export async function submitOverdue(db: Db, workerId?: number, limit = 500): Promise<number> {
  const overdue = await db
    .select({ id: examAttempt.id })
    .from(examAttempt)
    .where(
      and(
        isNull(examAttempt.submittedAt),
        lt(examAttempt.deadline, sql`now()`),
        workerId === undefined ? undefined : eq(examAttempt.workerId, workerId),
      ),
    )
    .orderBy(examAttempt.deadline)
    .limit(limit);
  for (const { id } of overdue) await finishAttempt(db, id, 'deadline');
  return overdue.length;
}
