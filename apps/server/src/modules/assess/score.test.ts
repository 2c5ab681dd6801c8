import { describe, expect, it } from 'vitest';

import {
  CRITERIA,
  accountId,
  createRoomAt,
  createTeamWith,
  submitSoftware,
} from '../../testing/assess-fixtures.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { NOT_AN_EXPERT } from './score.service.js';

const T0 = Date.UTC(2031, 8, 1, 1, 0);
const scoresOf = (values: number[]) => CRITERIA.map((c, i) => ({ criterion: c.name, score: values[i] }));

describe('expert scoring and the applicant view', async () => {
  const { app } = await buildTestApp();
  const staff = bearer(await signIn(app, 'admin'));
  const vendorToken = await signIn(app, 'enterprise');
  const expert1 = bearer(await signIn(app, 'expert1'));
  const expert2 = bearer(await signIn(app, 'expert2'));
  const worker = bearer(await signIn(app, 'worker'));
  const { teamId, memberIds } = await createTeamWith(app, staff, '评分专家组', [
    { name: '张建国', organisation: '中国矿业大学', userId: await accountId(app, staff, 'expert1') },
    { name: '李文华', organisation: '煤炭科学研究总院', userId: await accountId(app, staff, 'expert2') },
    { name: '赵工', organisation: '太原理工大学' },
  ]);
  const roomId = await createRoomAt(app, staff, '评分考核室', T0);
  const { accessId } = await submitSoftware(app, vendorToken, '掘锚一体机仿真');
  const created = await app.inject({
    method: 'POST',
    url: '/api/assess',
    headers: staff,
    payload: {
      accessId,
      title: '掘锚一体机仿真 接入考核',
      teamId,
      roomId,
      passScore: 60,
      criteria: CRITERIA,
    },
  });
  const { id } = created.json<{ id: number }>();
  const put = (headers: Record<string, string>, payload: unknown, assessId = id) =>
    app.inject({ method: 'PUT', url: `/api/assess/${assessId}/score`, headers, payload: payload as object });

  it('shows an expert what to score: the criteria, the software, their empty row', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/assess/${id}/score`, headers: expert1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      assess: { id, criteria: CRITERIA, soft: { name: '掘锚一体机仿真' } },
      softDetail: {
        summary: expect.stringContaining('掘锚一体机仿真'),
        launchUrl: 'https://sim.example.cn/app',
      },
      scores: null,
      total: null,
      locked: false,
    });
    const mine = await app.inject({ method: 'GET', url: '/api/assess/mine', headers: expert1 });
    expect(mine.json().content).toContainEqual(
      expect.objectContaining({ id, status: 'assessing', scored: false }),
    );
  });

  it('answers 403 to anyone not linked to a member of the team', async () => {
    for (const headers of [worker, staff]) {
      const res = await put(headers, { scores: scoresOf([80, 80, 80]) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, message: NOT_AN_EXPERT });
      expect((await app.inject({ method: 'GET', url: `/api/assess/${id}/score`, headers })).statusCode).toBe(
        403,
      );
    }
    expect((await put(expert1, { scores: scoresOf([80, 80, 80]) }, 999_999)).statusCode).toBe(404);
  });

  it('takes scores from 0 to 100 only, each criterion exactly once', async () => {
    const high = await put(expert1, { scores: scoresOf([101, 80, 80]) });
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toContain('评分须为0到100之间的数');
    expect((await put(expert1, { scores: scoresOf([-1, 80, 80]) })).statusCode).toBe(400);
    const missing = await put(expert1, { scores: scoresOf([80, 80]).slice(0, 2) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('请为考核项“易用性”评分');
    const twice = await put(expert1, {
      scores: [...scoresOf([80, 80, 80]), { criterion: '易用性', score: 70 }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('重复评分');
    const unknown = await put(expert1, {
      scores: [...scoresOf([80, 80, 80]).slice(0, 2), { criterion: '价格', score: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('考核项“价格”不存在');
  });

  it('totals per expert by weight, then the mean; flags a spread over 20 points', async () => {
    // 张建国: 90×40 + 85×30 + 80×30 = 85.5; 李文华: 60×40 + 62×30 + 70×30 = 63.6 — 21.9 apart.
    const first = await put(expert1, { scores: scoresOf([90, 85, 80]).reverse(), comment: '界面友好' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 85.5, comment: '界面友好', scores: scoresOf([90, 85, 80]) });
    expect((await put(expert2, { scores: scoresOf([60, 62, 70]), comment: '仿真精度不足' })).statusCode).toBe(
      200,
    );
    const detail = (await app.inject({ method: 'GET', url: `/api/assess/${id}`, headers: staff })).json();
    expect(detail).toMatchObject({ expertCount: 2, scoredCount: 2, total: 74.55, needsDiscussion: true });
    expect(detail.experts.map((e: { total: number }) => e.total)).toEqual([85.5, 63.6]);
    // Within 20 points: no discussion needed. 李文华: 70×40 + 70×30 + 70×30 = 70, 15.5 apart.
    await put(expert2, { scores: scoresOf([70, 70, 70]), comment: '仿真精度不足' });
    const closer = (await app.inject({ method: 'GET', url: `/api/assess/${id}`, headers: staff })).json();
    expect(closer).toMatchObject({ total: 77.75, needsDiscussion: false });
    const mine = await app.inject({ method: 'GET', url: '/api/assess/mine', headers: expert2 });
    expect(mine.json().content).toContainEqual(expect.objectContaining({ id, scored: true }));
  });

  it("shows the applicant averages and comments, never the experts; another enterprise's id is 404", async () => {
    const vendor = bearer(vendorToken);
    const list = await app.inject({ method: 'GET', url: '/api/center/assess?size=50', headers: vendor });
    expect(list.statusCode).toBe(200);
    expect(list.json().content).toContainEqual(
      expect.objectContaining({ id, teamName: '评分专家组', scoredCount: 2, expertCount: 2, total: 77.75 }),
    );
    const detail = await app.inject({ method: 'GET', url: `/api/center/assess/${id}`, headers: vendor });
    expect(detail.json()).toMatchObject({
      criteria: [
        { name: '功能完整性', weight: 40, average: 80 },
        { name: '仿真真实度', weight: 30, average: 77.5 },
        { name: '易用性', weight: 30, average: 75 },
      ],
      room: { startTime: T0 },
    });
    expect(detail.json().comments.sort()).toEqual(['仿真精度不足', '界面友好']);
    for (const hidden of ['张建国', '李文华', 'expert1', 'expert2', 'memberName', 'phone']) {
      expect(detail.body).not.toContain(hidden);
      expect(list.body).not.toContain(hidden);
    }

    const other = await registerVerifiedEnterprise(app, {
      username: 'othervendor',
      name: '另一家仿真公司',
      creditCode: '91140200MA0K000B2T',
    });
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/center/assess/${id}`,
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(404);
    const theirList = await app.inject({
      method: 'GET',
      url: '/api/center/assess',
      headers: bearer(other.token),
    });
    expect(theirList.json()).toEqual({ content: [], totalElements: 0 });
  });

  it('locks the scores once decided', async () => {
    const decided = await app.inject({
      method: 'PUT',
      url: `/api/assess/${id}/decide`,
      headers: staff,
      payload: { passed: true },
    });
    expect(decided.json()).toMatchObject({ status: 'passed', total: 77.75 });
    const late = await put(expert1, { scores: scoresOf([10, 10, 10]) });
    expect(late.statusCode).toBe(409);
    const view = await app.inject({ method: 'GET', url: `/api/assess/${id}/score`, headers: expert1 });
    expect(view.json()).toMatchObject({ locked: true, total: 85.5 });
  });

  it('keeps an expert who has scored, before and after the decision; one who has not may go', async () => {
    const members = (body: number[]) =>
      app.inject({
        method: 'DELETE',
        url: `/api/assess/team/${teamId}/member`,
        headers: staff,
        payload: body,
      });
    const refused = await members([memberIds[0]!, memberIds[2]!]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('评分记录需要保留');
    const detail = await app.inject({ method: 'GET', url: `/api/assess/${id}`, headers: staff });
    expect(detail.json().experts).toHaveLength(2);
    expect((await members([memberIds[2]!])).statusCode).toBe(200);
  });
});
