import {
  ATTEMPT_ELSEWHERE,
  ATTEMPT_OVER,
  type AttemptOutcome,
  type AttemptReview,
  type MyExam,
} from '@coalsim/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { examContext } from '../../testing/exam-fixtures.js';
import { JOB_HANDLER_FUNCTIONS } from '../jobs/handlers.js';
import { examAttempt } from './paper.table.js';

describe('taking an exam (api/train/my-exam, api/train/attempt)', async () => {
  const ctx = await examContext();
  const { app, db, worker, ok, ofType, paper, publish, start, rightAnswers } = ctx;
  const questions = [
    ...ofType('single').slice(0, 2),
    ...ofType('multiple').slice(0, 2),
    ...ofType('judge').slice(0, 1),
  ];
  const inject = (method: 'PUT' | 'POST' | 'GET', url: string, payload?: object, headers = worker) =>
    app.inject({ method, url, headers, payload });
  const save = (attemptId: number, answers: object, headers = worker) =>
    inject('PUT', `/api/train/attempt/${attemptId}/answers`, { answers }, headers);

  it('starts with the questions and no answers, resumes with what was saved, and grades on the server', async () => {
    const p = await paper(questions, 20, { showAnswers: true });
    const exam = await publish(p.id);
    const first = await start(exam.id);
    expect(first.questions).toHaveLength(5);
    expect(first.no).toBe(1);
    expect(first.deadline - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(JSON.stringify(first)).not.toMatch(/"answer"|"analysis"/);

    const right = rightAnswers(first.questions);
    const [single, , multiple] = questions;
    // One single right, one multiple with only part of its answer (all-or-nothing: wrong).
    const partial = (right[String(multiple!.id)] as string[]).slice(0, 1);
    const saved = await save(first.attemptId, {
      [single!.id]: right[String(single!.id)],
      [multiple!.id]: partial,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const resumed = await start(exam.id);
    expect(resumed.attemptId).toBe(first.attemptId);
    expect(resumed.answers).toEqual({ [single!.id]: right[String(single!.id)], [multiple!.id]: partial });
    expect(resumed.questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));

    const bad = await save(first.attemptId, { [single!.id]: ['A', 'B'] });
    expect(bad.statusCode).toBe(400);
    const stranger = await save(first.attemptId, { 99999999: 'A' });
    expect(stranger.statusCode).toBe(400);

    const outcome = (
      await inject('POST', `/api/train/attempt/${first.attemptId}/submit`)
    ).json<AttemptOutcome>();
    expect(outcome).toMatchObject({
      score: 20,
      passed: false,
      totalScore: 100,
      passScore: 60,
      reason: 'trainee',
    });
    const late = await save(first.attemptId, { [single!.id]: 'A' });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(ATTEMPT_OVER);

    const review = await ok<AttemptReview>('GET', `/api/train/attempt/${first.attemptId}`, undefined, worker);
    expect(review.status).toBe('submitted');
    const multipleReview = review.questions.find((q) => q.id === multiple!.id)!;
    expect(multipleReview).toMatchObject({
      myAnswer: partial,
      correct: false,
      answer: right[String(multiple!.id)],
    });

    // The 补考: a second attempt, all right this time; then no third.
    const second = await start(exam.id);
    expect(second.no).toBe(2);
    await save(second.attemptId, rightAnswers(second.questions));
    const passed = (
      await inject('POST', `/api/train/attempt/${second.attemptId}/submit`)
    ).json<AttemptOutcome>();
    expect(passed).toMatchObject({ score: 100, passed: true });
    const third = await inject('POST', `/api/train/my-exam/${exam.id}/start`);
    expect(third.statusCode).toBe(409);
    const mine = (await ok<{ content: MyExam[] }>('GET', '/api/train/my-exam', undefined, worker)).content;
    expect(mine.find((e) => e.id === exam.id)).toMatchObject({
      state: 'done',
      attemptsUsed: 2,
      bestScore: 100,
      passed: true,
    });
  });

  it('hides the right answers on the review when the paper does not show them', async () => {
    const exam = await publish((await paper(questions.slice(0, 2), 50)).id);
    const attempt = await start(exam.id);
    await inject('POST', `/api/train/attempt/${attempt.attemptId}/submit`);
    const review = await ok<AttemptReview>(
      'GET',
      `/api/train/attempt/${attempt.attemptId}`,
      undefined,
      worker,
    );
    expect(
      review.questions.every((q) => q.answer === null && q.analysis === null && q.correct === null),
    ).toBe(true);
  });

  it('refuses the saves of a browser the attempt has moved away from', async () => {
    const exam = await publish((await paper(questions, 20)).id);
    const phone = await start(exam.id);
    const desk = bearer(await signIn(app, 'worker'));
    const moved = await start(exam.id, desk);
    expect(moved.attemptId).toBe(phone.attemptId);
    const fromPhone = await save(phone.attemptId, {});
    expect(fromPhone.statusCode).toBe(409);
    expect(fromPhone.json<{ message: string }>().message).toBe(ATTEMPT_ELSEWHERE);
    expect((await save(phone.attemptId, {}, desk)).statusCode).toBe(200);
    const submitPhone = await inject('POST', `/api/train/attempt/${phone.attemptId}/submit`);
    expect(submitPhone.statusCode).toBe(409);
  });

  it('hands an attempt in when the tab is left more often than allowed', async () => {
    const exam = await publish((await paper(questions, 20)).id, { maxSwitches: 2 });
    const attempt = await start(exam.id);
    const events = [];
    for (let i = 0; i < 3; i++)
      events.push(
        (await inject('POST', `/api/train/attempt/${attempt.attemptId}/events`, { kind: 'hidden' })).json<{
          switches: number;
          outcome: AttemptOutcome | null;
        }>(),
      );
    expect(events.map((e) => e.switches)).toEqual([1, 2, 3]);
    expect(events[1]!.outcome).toBeNull();
    expect(events[2]!.outcome).toMatchObject({ reason: 'switches', score: 0 });
  });

  it('hands in at the deadline: the job, or the next read, whichever comes first', async () => {
    const exam = await publish((await paper(questions, 20)).id);
    const a = await start(exam.id);
    await save(a.attemptId, rightAnswers(a.questions));
    await db
      .update(examAttempt)
      .set({ deadline: sql`now() - interval '1 second'` })
      .where(eq(examAttempt.id, a.attemptId));
    const late = await save(a.attemptId, {});
    expect(late.json<{ message: string }>().message).toBe(ATTEMPT_OVER);
    const [row] = await db.select().from(examAttempt).where(eq(examAttempt.id, a.attemptId));
    expect(row).toMatchObject({ reason: 'deadline', score: 100, passed: true });

    const exam2 = await publish((await paper(questions, 20)).id);
    const b = await start(exam2.id);
    await db
      .update(examAttempt)
      .set({ deadline: sql`now() - interval '1 second'` })
      .where(eq(examAttempt.id, b.attemptId));
    const result = await JOB_HANDLER_FUNCTIONS.submitOverdueAttempts({ db, params: {} });
    expect(result).toContain('1');
    const [jobbed] = await db.select().from(examAttempt).where(eq(examAttempt.id, b.attemptId));
    expect(jobbed).toMatchObject({ reason: 'deadline', score: 0 });
  });

  it("answers 404 for another trainee's attempt, and refuses accounts that are not trainees", async () => {
    const exam = await publish((await paper(questions, 20)).id);
    const a = await start(exam.id);
    const enterprise = await app.inject({
      method: 'GET',
      url: `/api/train/attempt/${a.attemptId}`,
      headers: ctx.enterprise,
    });
    expect(enterprise.statusCode).toBe(403);
    const unknown = await inject('GET', '/api/train/attempt/99999999');
    expect(unknown.statusCode).toBe(404);
  });

  it('never answers with a right answer before submission, on any endpoint the trainee can call', async () => {
    const exam = await publish((await paper(questions, 20, { showAnswers: true })).id);
    const a = await start(exam.id);
    const right = rightAnswers(a.questions);
    const calls = [
      await inject('GET', '/api/train/my-exam'),
      await inject('POST', `/api/train/my-exam/${exam.id}/start`),
      await inject('GET', `/api/train/attempt/${a.attemptId}`),
      await save(a.attemptId, {}),
      await inject('POST', `/api/train/attempt/${a.attemptId}/events`, { kind: 'blur' }),
    ];
    for (const res of calls) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(/"answer"\s*:\s*[^n]|"analysis"\s*:\s*"|"correct"\s*:\s*(true|false)/);
    }
    const open = calls[2]!.json<AttemptReview>();
    expect(open.questions.every((q) => q.answer === null && q.correct === null)).toBe(true);
    expect(Object.keys(right)).toHaveLength(questions.length);
  });
});
