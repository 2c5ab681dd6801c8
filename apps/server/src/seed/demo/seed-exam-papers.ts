import { EXAM_PRESET, type AttemptAnswers } from '@coalsim/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterpriseScope } from '../../lib/enterprise-scope.js';
import { examBank, examQuestion } from '../../modules/exam/exam.table.js';
import { gradeAttempt } from '../../modules/exam/grading.js';
import { drawPaper } from '../../modules/exam/paper-draw.js';
import {
  examArrangement,
  examAttempt,
  examCandidate,
  examPaper,
  type AttemptQuestionRow,
} from '../../modules/exam/paper.table.js';
import { entDept, entWorker } from '../../modules/org/org.table.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 3_600_000;
const audit = { createBy: 'enterprise', updateBy: 'enterprise' };

/** A deterministic generator, as the training demo's: the demo reads alike on every fresh start. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/** A wrong answer of the question's kind (another option, or the other truth value). */
function wrongAnswer(q: AttemptQuestionRow): unknown {
  if (typeof q.answer === 'boolean') return !q.answer;
  const right: string[] = Array.isArray(q.answer) ? q.answer : [q.answer];
  const other = q.options.map((o) => o.key).find((k) => !right.includes(k));
  return q.type === 'multiple' ? [other ?? 'A'] : (other ?? 'A');
}

/**
 * 示例煤业集团's exams: the preset 煤矿安全培训考试 (a random paper drawn from the platform's bank,
 * 100 points, 90 minutes, 80 to pass), a fixed paper of its own bank, and the year's exam for
 * 综采一队 — open now, most of the team already through (some on their 补考, some failing), 李明
 * (the `worker` account) still to take it, so 考试成绩 and 试题分析 have a story and the trainee a test.
 */
export async function seedExamPapersDemo(tx: Tx, enterpriseId: number, now = Date.now()): Promise<void> {
  const [platformBank] = await tx.select().from(examBank).where(isNull(examBank.enterpriseId)).limit(1);
  const [ownBank] = await tx.select().from(examBank).where(eq(examBank.enterpriseId, enterpriseId)).limit(1);
  if (!platformBank || !ownBank) return;
  const rule = (type: string, count: number, scoreEach: number) => ({
    bankId: platformBank.id,
    type,
    level: null,
    chapter: null,
    count,
    scoreEach,
  });
  const [preset] = await tx
    .insert(examPaper)
    .values({
      enterpriseId,
      name: EXAM_PRESET.name,
      mode: 'random',
      totalScore: EXAM_PRESET.totalScore,
      passScore: EXAM_PRESET.passScore,
      durationMinutes: EXAM_PRESET.durationMinutes,
      showAnswers: true,
      rules: [rule('single', 40, 1.5), rule('multiple', 10, 2), rule('judge', 20, 1)],
      ...audit,
    })
    .returning();
  const ownQuestions = await tx
    .select({ id: examQuestion.id, type: examQuestion.type })
    .from(examQuestion)
    .where(eq(examQuestion.bankId, ownBank.id))
    .orderBy(examQuestion.id);
  const pick = (type: string, n: number, score: number) =>
    ownQuestions
      .filter((q) => q.type === type)
      .slice(0, n)
      .map((q) => ({ questionId: q.id, score }));
  await tx.insert(examPaper).values({
    enterpriseId,
    name: '综采工作面岗位安全考试',
    mode: 'fixed',
    totalScore: 100,
    passScore: 80,
    durationMinutes: 45,
    items: [...pick('single', 10, 4), ...pick('multiple', 5, 6), ...pick('judge', 6, 5)],
    ...audit,
  });

  const [team] = await tx
    .select({ id: entDept.id })
    .from(entDept)
    .where(and(eq(entDept.enterpriseId, enterpriseId), eq(entDept.name, '综采一队')));
  if (!team) return;
  const staff = await tx
    .select({ id: entWorker.id, userId: entWorker.userId })
    .from(entWorker)
    .where(
      and(
        eq(entWorker.enterpriseId, enterpriseId),
        eq(entWorker.deptId, team.id),
        eq(entWorker.status, 'active'),
      ),
    )
    .orderBy(entWorker.employeeNo);
  const [exam] = await tx
    .insert(examArrangement)
    .values({
      enterpriseId,
      name: '综采一队2026年度安全培训考试',
      paperId: preset!.id,
      startTime: new Date(now - 7 * DAY),
      endTime: new Date(now + 30 * DAY),
      attempts: EXAM_PRESET.attempts,
      maxSwitches: EXAM_PRESET.maxSwitches,
      status: 'published',
      deptIds: [team.id],
      publishedAt: new Date(now - 8 * DAY),
      ...audit,
    })
    .returning();
  await tx
    .insert(examCandidate)
    .values(staff.map((w) => ({ enterpriseId, examId: exam!.id, workerId: w.id, ...audit })));

  const owner = {
    platform: false as const,
    username: 'enterprise',
    scope: enterpriseScope(enterpriseId),
    verified: true,
  };
  const rnd = random(20_261_203);
  for (const [i, worker] of staff.entries()) {
    if (worker.userId !== null) continue; // 李明 takes it himself.
    const ability = 0.55 + rnd() * 0.45;
    for (let no = 1; no <= EXAM_PRESET.attempts; no++) {
      const questions = await drawPaper(tx, owner, preset!);
      const answers: Record<string, unknown> = {};
      for (const q of questions)
        answers[String(q.id)] = rnd() < ability + no * 0.05 ? q.answer : wrongAnswer(q);
      const score = gradeAttempt(questions, answers as AttemptAnswers);
      const passed = score >= EXAM_PRESET.passScore;
      const startedAt = new Date(now - (6 - no) * DAY + i * 600_000);
      await tx.insert(examAttempt).values({
        enterpriseId,
        examId: exam!.id,
        workerId: worker.id,
        no,
        sessionId: 'demo',
        startedAt,
        deadline: new Date(startedAt.getTime() + EXAM_PRESET.durationMinutes * 60_000),
        submittedAt: new Date(startedAt.getTime() + (40 + Math.floor(rnd() * 40)) * 60_000),
        reason: 'trainee',
        score,
        passed,
        switches: Math.floor(rnd() * 3),
        questionIds: questions.map((q) => q.id),
        questions,
        answers,
        ...audit,
      });
      await tx
        .update(examCandidate)
        .set({
          attemptsUsed: no,
          bestScore: sql`greatest(${examCandidate.bestScore}, ${score})`,
          passedAt: passed ? new Date(startedAt.getTime() + 3_600_000) : null,
        })
        .where(and(eq(examCandidate.examId, exam!.id), eq(examCandidate.workerId, worker.id)));
      if (passed) break;
    }
  }
}
