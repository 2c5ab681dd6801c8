import type {
  CertCheck,
  ExamAnalysis,
  ExamArrangement,
  ExamResult,
  TrainPlan,
  TrainPlanDetail,
} from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { examContext } from '../../testing/exam-fixtures.js';
import { sheetCells } from '../../testing/export-cells.js';

const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;

describe('考试安排 (api/train/exam): results, analysis and the plan it completes', async () => {
  const { app, enterprise, worker, workerId, ok, ofType, paper, publish, start, rightAnswers } =
    await examContext();
  const questions = [...ofType('single').slice(0, 3), ...ofType('judge').slice(0, 2)];
  const inject = (
    method: 'PUT' | 'POST' | 'GET' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = enterprise,
  ) => app.inject({ method, url, headers, payload: payload as object });

  it('keeps a draft editable and frozen once published; refuses an empty selection and a second exam for a plan', async () => {
    const p = await paper(questions, 20);
    const draft = await ok<ExamArrangement>('POST', '/api/train/exam', {
      name: '草稿考试',
      paperId: p.id,
      startTime: Date.now(),
      endTime: Date.now() + DAY,
    });
    expect(draft).toMatchObject({ status: 'draft', attempts: 2, maxSwitches: 5, candidateCount: 0 });
    const empty = await inject('PUT', `/api/train/exam/${draft.id}/publish`);
    expect(empty.statusCode).toBe(409);
    const edited = await ok<ExamArrangement>('PUT', '/api/train/exam', {
      ...draft,
      paperId: p.id,
      planId: null,
      workerIds: [workerId],
    });
    expect(edited.candidateCount).toBe(1);
    const published = await ok<ExamArrangement>('PUT', `/api/train/exam/${draft.id}/publish`);
    expect(published.status).toBe('published');
    const frozen = await inject('PUT', '/api/train/exam', {
      ...edited,
      ...published,
      paperId: p.id,
      planId: null,
    });
    expect(frozen.statusCode).toBe(409);
    const backwards = await inject('POST', '/api/train/exam', {
      name: '倒序',
      paperId: p.id,
      startTime: Date.now(),
      endTime: Date.now() - HOUR,
    });
    expect(backwards.statusCode).toBe(400);

    const [plan] = (await ok<{ content: TrainPlan[] }>('GET', '/api/train/plan?status=draft')).content;
    const first = await inject('POST', '/api/train/exam', {
      name: '计划考试一',
      paperId: p.id,
      planId: plan!.id,
      startTime: Date.now(),
      endTime: Date.now() + DAY,
    });
    expect(first.statusCode).toBe(201);
    const second = await inject('POST', '/api/train/exam', {
      name: '计划考试二',
      paperId: p.id,
      planId: plan!.id,
      startTime: Date.now(),
      endTime: Date.now() + DAY,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json<{ message: string }>().message).toContain('计划考试一');
    // A published exam with an attempt cannot be deleted; a draft can.
    expect((await inject('DELETE', '/api/train/exam', [first.json<ExamArrangement>().id])).statusCode).toBe(
      200,
    );
  });

  it('lists results with filters and an xlsx, and analyses each question', async () => {
    const exam = await publish((await paper(questions, 20)).id);
    const attempt = await start(exam.id);
    const right = rightAnswers(attempt.questions);
    // Right on the three singles, wrong on the judges: 60 of 100, a pass.
    const judges = questions.filter((q) => q.type === 'judge').map((q) => String(q.id));
    const answers = Object.fromEntries(
      Object.entries(right).map(([id, a]) => [id, judges.includes(id) ? !(a as boolean) : a]),
    );
    await app.inject({
      method: 'PUT',
      url: `/api/train/attempt/${attempt.attemptId}/answers`,
      headers: worker,
      payload: { answers },
    });
    await app.inject({
      method: 'POST',
      url: `/api/train/attempt/${attempt.attemptId}/submit`,
      headers: worker,
    });

    const results = await ok<{ content: ExamResult[]; totalElements: number }>(
      'GET',
      `/api/train/exam/${exam.id}/results`,
    );
    expect(results.totalElements).toBe(1);
    expect(results.content[0]).toMatchObject({ workerId, attemptsUsed: 1, bestScore: 60, passed: true });
    expect(results.content[0]!.attempts[0]).toMatchObject({ no: 1, score: 60, reason: 'trainee' });
    const failed = await ok<{ totalElements: number }>(
      'GET',
      `/api/train/exam/${exam.id}/results?result=failed`,
    );
    expect(failed.totalElements).toBe(0);
    const file = await inject('GET', `/api/train/exam/${exam.id}/results/download`);
    expect(file.statusCode).toBe(200);
    const cells = await sheetCells(file.rawPayload);
    expect(cells.has(results.content[0]!.name)).toBe(true);
    expect(cells.has('合格')).toBe(true);

    const analysis = await ok<ExamAnalysis>('GET', `/api/train/exam/${exam.id}/analysis`);
    expect(analysis).toMatchObject({ attempts: 1, averageScore: 60, passRate: 1 });
    const judge = analysis.questions.find((q) => String(q.questionId) === judges[0])!;
    expect(judge).toMatchObject({ answered: 1, correctShare: 0, discrimination: null, flagged: false });
    expect(judge.options.map((o) => o.key)).toEqual(['正确', '错误']);
    expect(judge.options.find((o) => !o.correct)!.share).toBe(1);
  });

  it('completes a plan only once the theory exam is passed too, and the certificate shows both scores', async () => {
    const [running] = (await ok<{ content: TrainPlan[] }>('GET', '/api/train/plan?status=published')).content;
    const plan = await ok<TrainPlan>('POST', '/api/train/plan', {
      name: '理论加实操',
      softId: running!.soft.id,
      startTime: Date.now() - DAY,
      endTime: Date.now() + 10 * DAY,
      requiredHours: 1,
      passScore: 80,
      workerIds: [workerId],
    });
    await ok('PUT', `/api/train/plan/${plan.id}/publish`);
    const exam = await publish((await paper(questions, 20)).id, { planId: plan.id });
    await ok('POST', '/api/train/record', {
      planId: plan.id,
      workerId,
      softId: plan.soft.id,
      startedAt: Date.now() - 3 * HOUR,
      endedAt: Date.now() - HOUR,
      score: 91,
    });
    const progress = async () =>
      (await ok<TrainPlanDetail>('GET', `/api/train/plan/${plan.id}`)).trainees.find(
        (t) => t.workerId === workerId,
      )!;
    expect(await progress()).toMatchObject({ hoursDone: 2, bestScore: 91, completed: false, cert: null });

    const attempt = await start(exam.id);
    await app.inject({
      method: 'PUT',
      url: `/api/train/attempt/${attempt.attemptId}/answers`,
      headers: worker,
      payload: { answers: rightAnswers(attempt.questions) },
    });
    await app.inject({
      method: 'POST',
      url: `/api/train/attempt/${attempt.attemptId}/submit`,
      headers: worker,
    });
    const done = await progress();
    expect(done).toMatchObject({ completed: true });
    expect(done.cert).toMatchObject({ theoryScore: 100 });
    const cert = await ok<CertCheck>('GET', `/api/portal/cert/${done.cert!.code}`);
    expect(cert).toMatchObject({ score: 91, theoryScore: 100, valid: true });
  });
});
