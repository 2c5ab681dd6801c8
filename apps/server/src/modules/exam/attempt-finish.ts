import type { AttemptAnswers, AttemptOutcome, SubmitReason } from '@coalsim/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import type { Tx } from '../access/access-transitions.js';
import { completePlans } from '../train/progress.js';
import { gradeAttempt } from './grading.js';
import { examArrangement, examAttempt, examCandidate, examPaper } from './paper.table.js';

type AttemptRow = typeof examAttempt.$inferSelect;

/** The outcome of a handed-in attempt, as submit and the review report it. */
export async function outcomeOf(db: Db | Tx, attempt: AttemptRow): Promise<AttemptOutcome> {
  const [paper] = await db
    .select({ totalScore: examPaper.totalScore, passScore: examPaper.passScore })
    .from(examArrangement)
    .innerJoin(examPaper, eq(examPaper.id, examArrangement.paperId))
    .where(eq(examArrangement.id, attempt.examId));
  return {
    score: attempt.score ?? 0,
    passed: attempt.passed ?? false,
    totalScore: paper!.totalScore,
    passScore: paper!.passScore,
    reason: (attempt.reason ?? 'trainee') as SubmitReason,
  };
}

/**
 * Hands an attempt in: graded on the server from its frozen questions, the candidate's best
 * score and pass kept, and a plan whose theory part this exam is completed when everything else
 * is met too. Only one caller wins (the trainee's click, the deadline job, a read after the
 * deadline): the update takes the row only while it is still open.
 */
export async function finishAttempt(db: Db, attemptId: number, reason: SubmitReason): Promise<AttemptRow> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(examAttempt)
      .where(and(eq(examAttempt.id, attemptId), isNull(examAttempt.submittedAt)))
      .for('update');
    if (!open) {
      const [done] = await tx.select().from(examAttempt).where(eq(examAttempt.id, attemptId));
      return done!;
    }
    const [exam] = await tx
      .select({ planId: examArrangement.planId, passScore: examPaper.passScore })
      .from(examArrangement)
      .innerJoin(examPaper, eq(examPaper.id, examArrangement.paperId))
      .where(eq(examArrangement.id, open.examId));
    const score = gradeAttempt(open.questions, open.answers as AttemptAnswers);
    const passed = score >= exam!.passScore;
    // Handed in by the clock: at the deadline, not when the job came round to it.
    const at =
      reason === 'deadline' ? sql`least(now(), ${open.deadline.toISOString()}::timestamptz)` : sql`now()`;
    const [saved] = await tx
      .update(examAttempt)
      .set({ submittedAt: at, score, passed, reason, updateTime: sql`now()` })
      .where(eq(examAttempt.id, attemptId))
      .returning();
    await tx
      .update(examCandidate)
      .set({
        bestScore: sql`greatest(${examCandidate.bestScore}, ${score})`,
        passedAt: passed ? sql`coalesce(${examCandidate.passedAt}, now())` : examCandidate.passedAt,
        updateTime: sql`now()`,
      })
      .where(and(eq(examCandidate.examId, open.examId), eq(examCandidate.workerId, open.workerId)));
    if (passed && exam!.planId !== null)
      await completePlans(tx, [{ planId: exam!.planId, workerId: open.workerId }], new Date());
    return saved!;
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
