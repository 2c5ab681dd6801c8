import type { AttemptStart, ExamArrangement, ExamPaper, ExamQuestion } from '@coalsim/contract';
import { eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';

import { sysUser } from '../db/tables/account.table.js';
import { examQuestion } from '../modules/exam/exam.table.js';
import { toQuestion } from '../modules/exam/question.service.js';
import { entWorker } from '../modules/org/org.table.js';
import { bearer, signIn } from './auth-helpers.js';
import { buildTestApp } from './build-test-app.js';

const DAY = 24 * 3_600_000;

/**
 * An app on a fresh demo database with the enterprise's and 李明's (the `worker` account's)
 * sessions, the enterprise's own questions, and helpers that make a paper and publish an exam
 * of it for 李明 alone — so a test knows every question and answer of the attempt.
 */
export async function examContext() {
  const { app, db } = await buildTestApp();
  const enterprise = bearer(await signIn(app, 'enterprise'));
  const worker = bearer(await signIn(app, 'worker'));
  const [li] = await db
    .select({ id: entWorker.id })
    .from(entWorker)
    .innerJoin(sysUser, eq(sysUser.id, entWorker.userId))
    .where(eq(sysUser.username, 'worker'));
  const own = (await db.select().from(examQuestion).where(isNotNull(examQuestion.enterpriseId))).map(
    toQuestion,
  );
  const ofType = (type: ExamQuestion['type']) => own.filter((q) => q.type === type);

  async function ok<T>(method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, headers = enterprise) {
    const res = await app.inject({ method, url, headers, payload: payload as object });
    expect(res.statusCode, `${method} ${url} → ${res.body}`).toBeLessThan(300);
    return res.json<T>();
  }

  /** A fixed paper of the questions, each worth `score`, 60 % to pass, shuffled unless said. */
  const paper = (questions: ExamQuestion[], score: number, extra: object = {}) =>
    ok<ExamPaper>('POST', '/api/train/paper', {
      name: '测试试卷',
      mode: 'fixed',
      totalScore: questions.length * score,
      passScore: questions.length * score * 0.6,
      durationMinutes: 30,
      items: questions.map((q) => ({ questionId: q.id, score })),
      ...extra,
    });

  /** A published exam of the paper for 李明, open now. */
  const publish = async (paperId: number, extra: object = {}) => {
    const exam = await ok<ExamArrangement>('POST', '/api/train/exam', {
      name: '测试考试',
      paperId,
      startTime: Date.now() - DAY,
      endTime: Date.now() + DAY,
      workerIds: [li!.id],
      ...extra,
    });
    return ok<ExamArrangement>('PUT', `/api/train/exam/${exam.id}/publish`);
  };

  const start = (examId: number, headers = worker) =>
    ok<AttemptStart>('POST', `/api/train/my-exam/${examId}/start`, undefined, headers);

  /** The right answer of each question, by id, as the trainee would send it. */
  const rightAnswers = (questions: { id: number }[]) =>
    Object.fromEntries(questions.map((q) => [String(q.id), own.find((o) => o.id === q.id)!.answer]));

  return {
    app,
    db,
    enterprise,
    worker,
    workerId: li!.id,
    own,
    ofType,
    ok,
    paper,
    publish,
    start,
    rightAnswers,
  };
}
