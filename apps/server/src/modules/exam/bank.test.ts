import type { ExamBank, ExamQuestion, Page } from '@coalsim/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { questionSample } from '../../testing/exam-samples.js';
import { creditCode } from '../../testing/fuzz-values.js';
import { BANK_READ_ONLY } from './bank.service.js';

/** A single-choice question for `bankId`, with `more` laid over it. */
const single = (bankId: number, more: Record<string, unknown> = {}) => ({
  ...questionSample(bankId),
  ...more,
});

describe('题库 and 试题 on both faces', async () => {
  const { app, db } = await buildTestApp();
  const enterprise = bearer(await signIn(app, 'enterprise'));
  const admin = bearer(await signIn(app, 'admin'));
  const other = await registerVerifiedEnterprise(app, {
    username: 'bankother',
    name: '乙题库煤矿',
    creditCode: creditCode(45_001),
  });
  const b = bearer(other.token);
  const call = async <T>(headers: Record<string, string>, method: string, url: string, payload?: unknown) => {
    const res = await app.inject({ method: method as 'GET', url, headers, payload: payload as object });
    return { status: res.statusCode, body: res.json<T>() };
  };
  const bankOf = async (headers: Record<string, string>, name: string) => {
    const made = await call<ExamBank>(
      headers,
      'POST',
      headers === admin ? '/api/exam/bank' : '/api/train/bank',
      {
        name,
        category: 'underground',
      },
    );
    expect(made.status).toBe(201);
    return made.body;
  };

  it('lists the enterprise’s own banks with the platform’s, each marked, and filters by source', async () => {
    const own = await call<Page<ExamBank>>(enterprise, 'GET', '/api/train/bank');
    expect(own.status).toBe(200);
    expect(own.body.content.map((bank) => [bank.source, bank.questionCount])).toEqual([['own', 36]]);
    // The demo's platform bank, with its questions, under source=platform.
    const listed = await call<Page<ExamBank>>(enterprise, 'GET', '/api/train/bank?source=platform');
    const [platform] = listed.body.content;
    expect(listed.body.content.map((bank) => bank.source)).toEqual(['platform']);
    expect(platform!.questionCount).toBeGreaterThanOrEqual(200);
    // Without a bank, the question list holds the enterprise's own questions only.
    const questions = await call<Page<ExamQuestion>>(enterprise, 'GET', '/api/train/question');
    expect(questions.body.totalElements).toBe(36);
    // The back office sees the platform's banks only.
    const office = await call<Page<ExamBank>>(admin, 'GET', '/api/exam/bank');
    expect(office.body.content.map((bank) => bank.source)).toEqual(office.body.content.map(() => 'platform'));
    expect(office.body.content.map((bank) => bank.id)).toContain(platform!.id);
  });

  it('keeps an enterprise’s banks and questions from another enterprise and from the platform', async () => {
    const mine = await bankOf(enterprise, '甲企业题库');
    const question = await call<ExamQuestion>(enterprise, 'POST', '/api/train/question', single(mine.id));
    expect(question.status).toBe(201);
    expect((await call(b, 'GET', `/api/train/question?bankId=${mine.id}`)).status).toBe(404);
    expect((await call(b, 'GET', `/api/train/bank/${mine.id}`)).status).toBe(404);
    expect((await call(enterprise, 'GET', `/api/train/bank/${mine.id}`)).body).toMatchObject({
      name: '甲企业题库',
    });
    expect((await call(b, 'PUT', '/api/train/bank', { ...mine, name: '改名' })).status).toBe(404);
    expect((await call(b, 'DELETE', '/api/train/question', [question.body.id])).status).toBe(404);
    expect((await call(b, 'POST', '/api/train/question', single(mine.id))).status).toBe(404);
    expect((await call(b, 'POST', `/api/train/bank/${mine.id}/copy`, {})).status).toBe(404);
    expect((await call(admin, 'GET', `/api/exam/question?bankId=${mine.id}`)).status).toBe(404);
    const listed = await call<Page<ExamBank>>(b, 'GET', '/api/train/bank?size=100');
    expect(listed.body.content.map((bank) => bank.id)).not.toContain(mine.id);
    const theirs = await call<Page<ExamQuestion>>(b, 'GET', '/api/train/question?size=100');
    expect(theirs.body.content.map((q) => q.id)).not.toContain(question.body.id);
  });

  it('lets an enterprise read a platform bank but change only its copy, with every question', async () => {
    const platform = await bankOf(admin, '平台测试题库');
    const made = await call<ExamQuestion>(admin, 'POST', '/api/exam/question', single(platform.id));
    expect(made.status).toBe(201);
    const detail = await call<ExamBank>(enterprise, 'GET', `/api/train/bank/${platform.id}`);
    expect(detail.body).toMatchObject({ source: 'platform', questionCount: 1 });
    const read = await call<Page<ExamQuestion>>(
      enterprise,
      'GET',
      `/api/train/question?bankId=${platform.id}`,
    );
    expect(read.body.content.map((q) => q.stem)).toEqual([made.body.stem]);
    const edit = await call<{ message: string }>(enterprise, 'PUT', '/api/train/bank', {
      ...platform,
      name: '改',
    });
    expect(edit).toMatchObject({ status: 409, body: { message: BANK_READ_ONLY } });
    expect((await call(enterprise, 'POST', '/api/train/question', single(platform.id))).status).toBe(409);
    expect((await call(enterprise, 'DELETE', '/api/train/question', [made.body.id])).status).toBe(404);

    const copy = await call<ExamBank>(enterprise, 'POST', `/api/train/bank/${platform.id}/copy`, {
      name: '复制的题库',
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: '复制的题库', source: 'own', questionCount: 1 });
    const copied = await call<Page<ExamQuestion>>(
      enterprise,
      'GET',
      `/api/train/question?bankId=${copy.body.id}`,
    );
    expect(copied.body.content[0]).toMatchObject({ stem: made.body.stem, answer: 'A', bankId: copy.body.id });
    // The copy is the enterprise's: the database gave its questions the bank's owner.
    const owners = await db.execute<{ enterprise_id: string | null }>(
      sql`select enterprise_id from exam_question where bank_id = ${copy.body.id}`,
    );
    expect(owners.rows.every((r) => r.enterprise_id !== null)).toBe(true);
  });

  it('refuses a question whose options and answer do not fit its type, naming the field', async () => {
    const bank = await bankOf(enterprise, '校验题库');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ answer: ['A', 'B'] }, 'answer', '单选题只有一个正确答案'],
      [{ type: 'multiple', answer: ['A'] }, 'answer', '多选题至少有两个正确答案'],
      [{ answer: 'E' }, 'answer', '答案中的选项 E 不存在'],
      [{ options: [{ key: 'A', text: '是' }] }, 'options', '选择题至少需要2个选项'],
      [
        {
          options: [
            { key: 'A', text: '一' },
            { key: 'C', text: '三' },
          ],
          answer: 'A',
        },
        'options',
        '选项须从 A 起依次排列（A、B）',
      ],
      [{ type: 'judge', answer: true }, 'options', '判断题不设选项'],
      [{ type: 'judge', options: [], answer: 'A' }, 'answer', '判断题的答案为正确或错误'],
      [{ difficulty: 6 }, 'difficulty', '难度为1到5的整数'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call<{ status: number; message: string; errors?: Record<string, string[]> }>(
        enterprise,
        'POST',
        '/api/train/question',
        single(bank.id, change),
      );
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.body), field).toContain(message);
    }
    const judge = await call<ExamQuestion>(
      enterprise,
      'POST',
      '/api/train/question',
      single(bank.id, { type: 'judge', options: [], answer: false, stem: '井下可以带电检修电气设备。' }),
    );
    expect(judge.body).toMatchObject({ type: 'judge', options: [], answer: false });
    const multiple = await call<ExamQuestion>(
      enterprise,
      'POST',
      '/api/train/question',
      single(bank.id, { type: 'multiple', answer: ['C', 'A'] }),
    );
    // Kept in option order, as grading compares them.
    expect(multiple.body.answer).toEqual(['A', 'C']);
  });

  it('edits with a version check, filters the list from the query, and deletes', async () => {
    const bank = await bankOf(enterprise, '编辑题库');
    const q = (await call<ExamQuestion>(enterprise, 'POST', '/api/train/question', single(bank.id))).body;
    await call(
      enterprise,
      'POST',
      '/api/train/question',
      single(bank.id, {
        stem: '判断：矿灯可以在井下拆开。',
        type: 'judge',
        options: [],
        answer: false,
        level: '了解',
        difficulty: 1,
      }),
    );
    const saved = await call<ExamQuestion>(enterprise, 'PUT', '/api/train/question', {
      ...single(bank.id),
      id: q.id,
      updateTime: q.updateTime,
      stem: '井下发生火灾时，现场人员应（  ）撤离。',
    });
    expect(saved.status).toBe(200);
    const stale = await call(enterprise, 'PUT', '/api/train/question', {
      ...single(bank.id),
      id: q.id,
      updateTime: q.updateTime,
    });
    expect(stale.status).toBe(409);
    const judges = await call<Page<ExamQuestion>>(
      enterprise,
      'GET',
      `/api/train/question?bankId=${bank.id}&type=judge&level=了解`,
    );
    expect(judges.body.content.map((x) => x.type)).toEqual(['judge']);
    const blurry = await call<Page<ExamQuestion>>(
      enterprise,
      'GET',
      `/api/train/question?bankId=${bank.id}&blurry=现场人员`,
    );
    expect(blurry.body.totalElements).toBe(1);
    expect((await call(enterprise, 'DELETE', '/api/train/question', [q.id])).status).toBe(200);
    expect((await call(enterprise, 'DELETE', '/api/train/bank', [bank.id])).status).toBe(200);
    expect((await call(enterprise, 'GET', `/api/train/question?bankId=${bank.id}`)).status).toBe(404);
  });

  it('asks for exam permissions in the back office, and keeps the platform’s banks from an unverified enterprise', async () => {
    await createStaff(db, 'examreader', ['exam:list']);
    const reader = bearer(await signIn(app, 'examreader', 'staff2026pw'));
    expect((await call(reader, 'GET', '/api/exam/bank')).status).toBe(200);
    expect((await call(reader, 'POST', '/api/exam/bank', { name: '无权', category: 'surface' })).status).toBe(
      403,
    );
    const registered = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        username: 'bankpending',
        password: 'pending2026pw',
        role: 2,
        enterprise: { name: '待审题库煤矿', creditCode: creditCode(45_002) },
      },
    });
    expect(registered.statusCode).toBe(201);
    const pending = bearer(await signIn(app, 'bankpending', 'pending2026pw'));
    const listed = await call<Page<ExamBank>>(pending, 'GET', '/api/train/bank?source=platform');
    expect(listed.body.content).toEqual([]);
    const platform = (await call<Page<ExamBank>>(admin, 'GET', '/api/exam/bank')).body.content[0]!;
    expect((await call(pending, 'GET', `/api/train/question?bankId=${platform.id}`)).status).toBe(404);
    expect((await call(pending, 'POST', `/api/train/bank/${platform.id}/copy`, {})).status).toBe(403);
  });
});
