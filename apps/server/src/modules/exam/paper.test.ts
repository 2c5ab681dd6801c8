import type { ExamBank, ExamPaper, ExamPaperDetail, PaperPreview } from '@coalsim/contract';
import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { examContext } from '../../testing/exam-fixtures.js';
import { examBank } from './exam.table.js';

describe('试卷 (api/train/paper)', async () => {
  const { app, db, enterprise, ok, ofType, paper, publish } = await examContext();
  const [platformBank] = await db.select().from(examBank).where(isNull(examBank.enterpriseId));
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/train/paper', headers: enterprise, payload });
  const random = (rules: object[], totalScore: number) => ({
    name: '随机试卷',
    mode: 'random',
    totalScore,
    passScore: totalScore * 0.8,
    durationMinutes: 90,
    rules,
  });

  it('saves a fixed paper whose scores add up, and refuses one that is off, naming the difference', async () => {
    const singles = ofType('single').slice(0, 3);
    const saved = await paper(singles, 10);
    expect(saved).toMatchObject({ mode: 'fixed', totalScore: 30, questionCount: 3, inUse: false });
    const detail = await ok<ExamPaperDetail>('GET', `/api/train/paper/${saved.id}`);
    expect(detail.items.map((i) => i.stem)).toEqual(singles.map((q) => q.stem));

    const off = await post({
      name: '分值不符',
      mode: 'fixed',
      totalScore: 100,
      passScore: 60,
      durationMinutes: 30,
      items: singles.map((q) => ({ questionId: q.id, score: 30 })),
    });
    expect(off.statusCode).toBe(400);
    expect(off.json<{ message: string }>().message).toContain('相差 10 分');
  });

  it('refuses a fixed paper with a question it cannot read, or one named twice', async () => {
    const [q] = ofType('judge');
    const unknown = await post({
      name: '无此题',
      mode: 'fixed',
      totalScore: 10,
      passScore: 6,
      durationMinutes: 10,
      items: [{ questionId: 99_999_999, score: 10 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.items).toBeDefined();
    const twice = await post({
      name: '重复',
      mode: 'fixed',
      totalScore: 20,
      passScore: 6,
      durationMinutes: 10,
      items: [
        { questionId: q!.id, score: 10 },
        { questionId: q!.id, score: 10 },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('draws a random paper from the platform bank by rules, and refuses a rule its bank cannot fill', async () => {
    const rules = [
      { bankId: platformBank!.id, type: 'single', count: 20, scoreEach: 2 },
      { bankId: platformBank!.id, type: 'judge', count: 20, scoreEach: 1 },
      { bankId: platformBank!.id, type: 'multiple', level: '掌握', count: 5, scoreEach: 4 },
    ];
    const saved = (await post(random(rules, 80))).json<ExamPaper>();
    expect(saved).toMatchObject({ mode: 'random', questionCount: 45, totalScore: 80 });
    const preview = await ok<PaperPreview>('GET', `/api/train/paper/${saved.id}/preview`);
    expect(preview.questions).toHaveLength(45);
    expect(new Set(preview.questions.map((q) => q.id)).size).toBe(45);
    expect(preview.questions.reduce((s, q) => s + q.score, 0)).toBe(80);
    expect(preview.questions.filter((q) => q.type === 'judge')).toHaveLength(20);

    const greedy = await post(
      random(
        [{ bankId: platformBank!.id, type: 'multiple', chapter: '通风', count: 400, scoreEach: 0.5 }],
        200,
      ),
    );
    expect(greedy.statusCode).toBe(400);
    expect(greedy.json<{ message: string }>().message).toMatch(
      /第1条规则（多选题·通风）需要 400 道题.*只有 \d+ 道/,
    );
    const sumOff = await post(random(rules, 100));
    expect(sumOff.json<{ message: string }>().message).toContain('相差 20 分');
  });

  it('refuses a rule on a bank of another enterprise or none, and a pass mark above the total', async () => {
    const other = await post(random([{ bankId: 99_999_999, type: 'single', count: 1, scoreEach: 10 }], 10));
    expect(other.statusCode).toBe(400);
    expect(other.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.rules).toBeDefined();
    const high = await post({
      ...random([{ bankId: platformBank!.id, type: 'single', count: 1, scoreEach: 10 }], 10),
      passScore: 11,
    });
    expect(high.statusCode).toBe(400);
  });

  it('freezes a paper once a published exam uses it, and its questions and bank cannot be deleted then', async () => {
    const [bank] = (await ok<{ content: ExamBank[] }>('GET', '/api/train/bank?size=50')).content.filter(
      (b) => b.questionCount > 0,
    );
    const judges = ofType('judge')
      .filter((q) => q.bankId === bank!.id)
      .slice(0, 2);
    const used = await paper(judges, 5);
    const draftEdit = await app.inject({
      method: 'PUT',
      url: '/api/train/paper',
      headers: enterprise,
      payload: { ...used, name: '草稿可改', items: used.items },
    });
    expect(draftEdit.statusCode, draftEdit.body).toBe(200);
    await publish(used.id);
    const edited = draftEdit.json<ExamPaper>();
    const frozen = await app.inject({
      method: 'PUT',
      url: '/api/train/paper',
      headers: enterprise,
      payload: { ...edited, name: '发布后不可改' },
    });
    expect(frozen.statusCode).toBe(409);
    const delPaper = await app.inject({
      method: 'DELETE',
      url: '/api/train/paper',
      headers: enterprise,
      payload: [used.id],
    });
    expect(delPaper.statusCode).toBe(409);
    const delQuestion = await app.inject({
      method: 'DELETE',
      url: '/api/train/question',
      headers: enterprise,
      payload: [judges[0]!.id],
    });
    expect(delQuestion.statusCode).toBe(409);
    expect(delQuestion.json<{ message: string }>().message).toContain(edited.name);
    const delBank = await app.inject({
      method: 'DELETE',
      url: '/api/train/bank',
      headers: enterprise,
      payload: [bank!.id],
    });
    expect(delBank.statusCode).toBe(409);
  });
});
