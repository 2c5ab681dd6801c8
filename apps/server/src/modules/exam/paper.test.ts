import type { ExamBank, ExamPaper, ExamPaperDetail, PaperPreview } from '@coalsim/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { examContext } from '../../testing/exam-fixtures.js';
import { examBank, examQuestion } from './exam.table.js';

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

  it('never draws a question twice when rules overlap, and names the rule its bank no longer fills', async () => {
    // Rule 1 takes five 掌握 single choices, rule 2 every other single choice: rule 2 finds enough
    // only if it leaves out rule 1's picks, and the two together are then all of them.
    const singles = await db
      .select({ id: examQuestion.id, level: examQuestion.level })
      .from(examQuestion)
      .where(and(eq(examQuestion.bankId, platformBank!.id), eq(examQuestion.type, 'single')));
    const first = 5;
    const overlapping = await post(
      random(
        [
          { bankId: platformBank!.id, type: 'single', level: '掌握', count: first, scoreEach: 10 },
          { bankId: platformBank!.id, type: 'single', count: singles.length - first, scoreEach: 5 },
        ],
        5 * (singles.length + first),
      ),
    );
    expect(overlapping.statusCode, overlapping.body).toBe(201);
    const { questions } = await ok<PaperPreview>(
      'GET',
      `/api/train/paper/${overlapping.json<ExamPaper>().id}/preview`,
    );
    const byId = (xs: { id: number }[]) => xs.map((q) => q.id).sort((a, b) => a - b);
    expect(byId(questions)).toEqual(byId(singles));
    const levelOf = new Map(singles.map((q) => [q.id, q.level]));
    const ofRule1 = questions.filter((q) => q.score === 10);
    expect(ofRule1).toHaveLength(first);
    expect(ofRule1.every((q) => levelOf.get(q.id) === '掌握')).toBe(true);

    // A draft paper asking for every judge question of the enterprise's bank, one deleted since.
    const judges = ofType('judge');
    const whole = await post(
      random(
        [{ bankId: judges[0]!.bankId, type: 'judge', count: judges.length, scoreEach: 5 }],
        5 * judges.length,
      ),
    );
    expect(whole.statusCode, whole.body).toBe(201);
    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/train/question',
      headers: enterprise,
      payload: [judges.at(-1)!.id],
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const short = await app.inject({
      method: 'GET',
      url: `/api/train/paper/${whole.json<ExamPaper>().id}/preview`,
      headers: enterprise,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json<{ message: string }>().message).toContain(
      `第1条规则（判断题）题库中的题已不够 ${judges.length} 道`,
    );
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
