import { describe, expect, it } from 'vitest';

import {
  CRITERIA,
  accountId,
  createRoomAt,
  createTeamWith,
  HOUR,
  submitSoftware,
} from '../../testing/assess-fixtures.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { ALREADY_DECIDED, CRITERIA_LOCKED, NO_SCORES_TO_PASS } from './assess-write.service.js';

const T0 = Date.UTC(2031, 5, 2, 1, 0);

describe('assessments: start, change, withdraw and decide', async () => {
  const { app } = await buildTestApp();
  const staff = bearer(await signIn(app, 'admin'));
  const vendorToken = await signIn(app, 'enterprise');
  const vendor = bearer(vendorToken);
  const expert1 = bearer(await signIn(app, 'expert1'));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = staff) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const { teamId } = await createTeamWith(app, staff, '综采专家组', [
    { name: '张建国', userId: await accountId(app, staff, 'expert1') },
    { name: '李文华', userId: await accountId(app, staff, 'expert2') },
    { name: '王志刚', organisation: '山西省煤矿安全培训中心' },
  ]);
  const roomId = await createRoomAt(app, staff, '一号考核室', T0);
  const start = (accessId: number, extra: object = {}) =>
    call('POST', '/api/assess', {
      accessId,
      title: '接入考核',
      teamId,
      roomId,
      passScore: 60,
      criteria: CRITERIA,
      ...extra,
    });
  const statusOf = async (accessId: number) => {
    const res = await call('GET', `/api/assess/access?size=100`);
    return res.json().content.find((a: { id: number }) => a.id === accessId)?.status;
  };
  const score = (id: number, values: [number, number, number], headers = expert1) =>
    call(
      'PUT',
      `/api/assess/${id}/score`,
      { scores: CRITERIA.map((c, i) => ({ criterion: c.name, score: values[i] })), comment: '流程完整' },
      headers,
    );

  it('lists waiting applications of every vendor and starts one, which moves it to assessing', async () => {
    const { accessId } = await submitSoftware(app, vendorToken, '采煤机截割仿真');
    const waiting = await call('GET', '/api/assess/access?status=submitted&size=100');
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().content).toContainEqual(
      expect.objectContaining({ id: accessId, vendor: expect.objectContaining({ name: '示例煤业集团' }) }),
    );
    const res = await start(accessId, { title: '采煤机截割仿真 接入考核' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'assessing',
      accessId,
      soft: { name: '采煤机截割仿真' },
      vendor: { name: '示例煤业集团' },
      team: { id: teamId },
      room: { id: roomId, startTime: T0 },
      expertCount: 2,
      scoredCount: 0,
      total: null,
      needsDiscussion: false,
    });
    expect(await statusOf(accessId)).toBe('assessing');
    const again = await start(accessId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('不是“已提交”状态');
  });

  it('refuses a team that already sits in another room at an overlapping time, naming the room', async () => {
    const { accessId } = await submitSoftware(app, vendorToken, '液压支架仿真');
    const overlapping = await createRoomAt(app, staff, '二号考核室', T0 + HOUR);
    const res = await start(accessId, { roomId: overlapping });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, message: expect.stringContaining('一号考核室') });
    // Nothing moved: the application still waits.
    expect(await statusOf(accessId)).toBe('submitted');
  });

  it('refuses a team with an expert from the applicant, naming the expert and the reason', async () => {
    const { accessId } = await submitSoftware(app, vendorToken, '刮板输送机仿真');
    const worker = await accountId(app, staff, 'worker');
    const conflicted = await createTeamWith(app, staff, '含申请方专家的组', [
      { name: '李明', organisation: '某研究院', userId: worker },
    ]);
    const res = await start(accessId, { teamId: conflicted.teamId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('专家李明来自申请单位示例煤业集团，存在利益冲突，请更换专家组');
    expect(await statusOf(accessId)).toBe('submitted');
  });

  it('changes an open assessment; criteria only until the first score; nothing after the decision', async () => {
    const { accessId } = await submitSoftware(app, vendorToken, '瓦斯检测仿真');
    const { id } = (await start(accessId, { title: '瓦斯检测仿真 考核' })).json();
    const body = { id, title: '瓦斯检测仿真 复核', teamId, roomId, passScore: 70, criteria: CRITERIA };
    const changed = await call('PUT', '/api/assess', {
      ...body,
      criteria: [
        { name: '功能完整性', weight: 50 },
        { name: '易用性', weight: 50 },
      ],
    });
    expect(changed.json()).toMatchObject({ title: '瓦斯检测仿真 复核', passScore: 70 });
    expect(changed.json().criteria).toHaveLength(2);
    const scored = await call(
      'PUT',
      `/api/assess/${id}/score`,
      {
        scores: [
          { criterion: '功能完整性', score: 80 },
          { criterion: '易用性', score: 90 },
        ],
      },
      expert1,
    );
    expect(scored.statusCode).toBe(200);
    const locked = await call('PUT', '/api/assess', body);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(CRITERIA_LOCKED);
    // Other fields still change while the criteria stay.
    const titled = await call('PUT', '/api/assess', { ...body, criteria: changed.json().criteria });
    expect(titled.statusCode).toBe(200);

    const decided = await call('PUT', `/api/assess/${id}/decide`, { passed: false, comment: '请补充工况' });
    expect(decided.statusCode).toBe(200);
    const after = await call('PUT', '/api/assess', { ...body, criteria: changed.json().criteria });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(ALREADY_DECIDED);
    const twice = await call('PUT', `/api/assess/${id}/decide`, { passed: true });
    expect(twice.statusCode).toBe(409);
    const gone = await call('DELETE', '/api/assess', [id]);
    expect(gone.statusCode).toBe(409);
  });

  it('deletes an undecided assessment, and the application waits again', async () => {
    const { accessId } = await submitSoftware(app, vendorToken, '提升机仿真');
    const { id } = (await start(accessId)).json();
    expect((await call('DELETE', '/api/assess', [id])).statusCode).toBe(200);
    expect(await statusOf(accessId)).toBe('submitted');
    expect((await call('GET', `/api/assess/${id}`)).statusCode).toBe(404);
    expect((await start(accessId)).statusCode).toBe(201);
  });

  it('passes: publishes the software in the portal and grants it to its vendor', async () => {
    const { accessId, softId } = await submitSoftware(app, vendorToken, '主通风机仿真');
    const { id } = (await start(accessId)).json();
    const early = await call('PUT', `/api/assess/${id}/decide`, { passed: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NO_SCORES_TO_PASS);
    expect((await call('GET', `/api/portal/soft/${softId}`)).statusCode).toBe(404);

    expect((await score(id, [90, 80, 70])).statusCode).toBe(200);
    const res = await call('PUT', `/api/assess/${id}/decide`, { passed: true, comment: '同意接入' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'passed',
      total: 81,
      comment: '同意接入',
      decidedAt: expect.any(String),
    });

    const portal = await app.inject({ method: 'GET', url: `/api/portal/soft/${softId}` });
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toMatchObject({ id: softId, name: '主通风机仿真' });
    const grants = await call('GET', '/api/center/grant?size=100', undefined, vendor);
    expect(grants.json().content).toContainEqual(
      expect.objectContaining({
        soft: expect.objectContaining({ id: softId }),
        status: 'approved',
        own: true,
      }),
    );
    expect(await statusOf(accessId)).toBe('passed');
    // Decided: the scores are locked.
    const late = await score(id, [10, 10, 10]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('评分已锁定');
  });

  it('rejects: the software returns to its vendor with the comment', async () => {
    const { accessId, softId } = await submitSoftware(app, vendorToken, '避灾路线仿真');
    const { id } = (await start(accessId)).json();
    const noComment = await call('PUT', `/api/assess/${id}/decide`, { passed: false });
    expect(noComment.statusCode).toBe(400);
    const res = await call('PUT', `/api/assess/${id}/decide`, { passed: false, comment: '缺少透水灾害场景' });
    expect(res.json()).toMatchObject({ status: 'rejected', comment: '缺少透水灾害场景', total: null });
    const mine = await call('GET', `/api/center/soft/${softId}`, undefined, vendor);
    expect(mine.json()).toMatchObject({ status: 'rejected', statusReason: '缺少透水灾害场景' });
    expect(await statusOf(accessId)).toBe('rejected');
  });

  it('lists, filters, details and exports assessments', async () => {
    const list = await call('GET', `/api/assess?status=passed&teamId=${teamId}&blurry=通风`);
    expect(list.json()).toMatchObject({ totalElements: 1, content: [{ soft: { name: '主通风机仿真' } }] });
    const [passed] = list.json().content;
    const detail = await call('GET', `/api/assess/${passed.id}`);
    expect(detail.json().experts).toEqual([
      expect.objectContaining({ memberName: '张建国', total: 81, comment: '流程完整' }),
      expect.objectContaining({ memberName: '李文华', scores: null, total: null }),
    ]);
    const file = await call('GET', '/api/assess/download?status=passed');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect((await call('GET', '/api/assess?status=maybe')).statusCode).toBe(400);
  });
});
