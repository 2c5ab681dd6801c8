import { ROOM_TIME_MAX_MS } from '@coalsim/contract';
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
import { ACCOUNT_ALREADY_LINKED, ACCOUNT_NOT_FOUND } from './member.service.js';

// Far from the demo room (next week), so only this file's rooms can clash.
const T0 = Date.UTC(2031, 2, 3, 1, 0);

describe('expert teams, members and rooms', async () => {
  const { app } = await buildTestApp();
  const staff = bearer(await signIn(app, 'admin'));
  const vendor = await signIn(app, 'enterprise');
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: staff,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('creates, lists with member counts, reads, renames and deletes a team', async () => {
    const { teamId } = await createTeamWith(app, staff, '井下运输专家组', [
      { name: '赵一' },
      { name: '钱二' },
    ]);
    const list = await call('GET', '/api/assess/team?blurry=运输&page=0&size=10');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalElements: 1, content: [{ id: teamId, memberCount: 2 }] });
    const renamed = await call('PUT', '/api/assess/team', {
      id: teamId,
      name: '运输提升专家组',
      description: '主运输',
    });
    expect(renamed.json()).toMatchObject({ name: '运输提升专家组', description: '主运输', memberCount: 2 });
    expect((await call('GET', `/api/assess/team/${teamId}`)).json().name).toBe('运输提升专家组');
    expect((await call('DELETE', '/api/assess/team', [teamId])).statusCode).toBe(200);
    const gone = await call('GET', `/api/assess/team/${teamId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ status: 404, message: expect.stringContaining('专家组不存在') });
  });

  it('links an enabled account once per team, 404 for no such account', async () => {
    const expert1 = await accountId(app, staff, 'expert1');
    const { teamId } = await createTeamWith(app, staff, '通风专家组', [{ name: '张建国', userId: expert1 }]);
    const twice = await call('POST', `/api/assess/team/${teamId}/member`, {
      name: '张建国（重复）',
      organisation: '中国矿业大学',
      userId: expert1,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ACCOUNT_ALREADY_LINKED);
    const nobody = await call('POST', `/api/assess/team/${teamId}/member`, {
      name: '无名',
      organisation: '中国矿业大学',
      userId: 999_999,
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(ACCOUNT_NOT_FOUND);
    const members = await call('GET', `/api/assess/team/${teamId}/member`);
    expect(members.json()).toEqual([
      expect.objectContaining({
        name: '张建国',
        user: { id: expert1, username: 'expert1', nickName: '张建国' },
        enterpriseId: null,
      }),
    ]);
    expect(members.body).not.toMatch(/password/i);
  });

  it('finds accounts to link, at most 20, with their enterprise', async () => {
    const res = await call('GET', '/api/assess/accounts?blurry=work');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        username: 'worker',
        nickName: '李明',
        role: 3,
        enterpriseName: '示例煤业集团',
      },
    ]);
    const all = await call('GET', '/api/assess/accounts');
    expect(all.json().length).toBeLessThanOrEqual(20);
  });

  it("refuses an expert from the applicant of the team's open assessment, on add and on edit", async () => {
    const { accessId } = await submitSoftware(app, vendor, '掘进机远程操控仿真');
    const { teamId } = await createTeamWith(app, staff, '掘进专家组', [{ name: '孙三' }]);
    const roomId = await createRoomAt(app, staff, '掘进考核室', T0);
    const started = await call('POST', '/api/assess', {
      accessId,
      title: '掘进机远程操控仿真 接入考核',
      teamId,
      roomId,
      passScore: 60,
      criteria: CRITERIA,
    });
    expect(started.statusCode).toBe(201);

    const byOrganisation = await call('POST', `/api/assess/team/${teamId}/member`, {
      name: '王立强',
      organisation: '示例煤业集团',
    });
    expect(byOrganisation.statusCode).toBe(409);
    expect(byOrganisation.json().message).toContain('专家王立强来自申请单位示例煤业集团');

    const worker = await accountId(app, staff, 'worker');
    const byAccount = await call('POST', `/api/assess/team/${teamId}/member`, {
      name: '李明',
      organisation: '某高校',
      userId: worker,
    });
    expect(byAccount.statusCode).toBe(409);
    expect(byAccount.json().message).toContain('存在利益冲突');

    const [member] = (await call('GET', `/api/assess/team/${teamId}/member`)).json();
    const edited = await call('PUT', `/api/assess/team/${teamId}/member`, {
      id: member.id,
      name: member.name,
      organisation: '示例煤业集团',
    });
    expect(edited.statusCode).toBe(409);
    const fine = await call('PUT', `/api/assess/team/${teamId}/member`, {
      id: member.id,
      name: member.name,
      title: '教授',
      organisation: '太原理工大学',
      phone: '13912345678',
    });
    expect(fine.json()).toMatchObject({ title: '教授', organisation: '太原理工大学', phone: '13912345678' });

    // A team with an assessment stays; so does its room.
    const team = await call('DELETE', '/api/assess/team', [teamId]);
    expect(team.statusCode).toBe(409);
    expect(team.json().message).toContain('已有考核记录');
    const room = await call('DELETE', '/api/assess/room', [roomId]);
    expect(room.statusCode).toBe(409);
    expect(room.json().message).toContain('已安排考核');
  });

  it('lists rooms overlapping a week, with their assessments', async () => {
    const inside = await createRoomAt(app, staff, '周三考核室', T0 + 48 * HOUR);
    const after = await createRoomAt(app, staff, '下周考核室', T0 + 8 * 24 * HOUR);
    const week = await call(
      'GET',
      `/api/assess/room?from=${T0}&to=${T0 + 7 * 24 * HOUR}&size=50&sort=startTime,asc`,
    );
    expect(week.statusCode).toBe(200);
    const names = week.json().content.map((r: { name: string }) => r.name);
    expect(names).toEqual(['掘进考核室', '周三考核室']);
    expect(week.json().content[0].assessments).toEqual([
      expect.objectContaining({ title: '掘进机远程操控仿真 接入考核', teamName: '掘进专家组' }),
    ]);
    const byName = await call('GET', '/api/assess/room?blurry=下周');
    expect(byName.json().content.map((r: { id: number }) => r.id)).toEqual([after]);
    expect((await call('DELETE', '/api/assess/room', [inside])).statusCode).toBe(200);
  });

  it('refuses a room time that puts a team in two rooms at once', async () => {
    const { teamId } = await createTeamWith(app, staff, '机电专家组', [{ name: '周四' }]);
    const morning = await createRoomAt(app, staff, '上午考核室', T0 + 100 * HOUR);
    const afternoon = await createRoomAt(app, staff, '下午考核室', T0 + 104 * HOUR);
    for (const [roomId, name] of [
      [morning, '机电仿真甲'],
      [afternoon, '机电仿真乙'],
    ] as const) {
      const { accessId } = await submitSoftware(app, vendor, name);
      const res = await call('POST', '/api/assess', {
        accessId,
        title: `${name} 考核`,
        teamId,
        roomId,
        passScore: 60,
        criteria: CRITERIA,
      });
      expect(res.statusCode).toBe(201);
    }
    const moved = await call('PUT', '/api/assess/room', {
      id: afternoon,
      name: '下午考核室',
      startTime: T0 + 101 * HOUR,
      endTime: T0 + 103 * HOUR,
      place: '801',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain('上午考核室');
    // Back to back is no clash: the morning session ends as this one starts.
    const later = await call('PUT', '/api/assess/room', {
      id: afternoon,
      name: '下午考核室',
      startTime: T0 + 102 * HOUR,
      endTime: T0 + 104 * HOUR,
      place: '801',
      capacity: 6,
    });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ startTime: T0 + 102 * HOUR, capacity: 6 });
  });

  it('takes the extreme times the contract allows, and refuses later ones with 400', async () => {
    const max = ROOM_TIME_MAX_MS;
    const room = (startTime: number, endTime: number) =>
      call('POST', '/api/assess/room', { name: '远期', startTime, endTime, place: '801' });
    const far = await room(max - HOUR, max);
    expect(far.statusCode).toBe(201);
    expect(far.json()).toMatchObject({ startTime: max - HOUR, endTime: max });
    expect((await room(0, HOUR)).statusCode).toBe(201);
    const beyond = await room(max, max + 1);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toContain('结束时间须早于10000年');
    expect((await call('GET', '/api/assess/room?from=0&to=100000000000000000000')).statusCode).toBe(400);
    expect((await call('GET', `/api/assess/room?from=0&to=${max}`)).statusCode).toBe(200);
  });

  it('answers 404 for members of another team and unknown rooms', async () => {
    const a = await createTeamWith(app, staff, '甲组', [{ name: '吴五' }]);
    const b = await createTeamWith(app, staff, '乙组', []);
    const res = await call('DELETE', `/api/assess/team/${b.teamId}/member`, a.memberIds);
    expect(res.statusCode).toBe(404);
    const room = await call('PUT', '/api/assess/room', {
      id: 999_999,
      name: '无',
      startTime: T0,
      endTime: T0 + HOUR,
      place: '801',
    });
    expect(room.statusCode).toBe(404);
    expect((await call('GET', '/api/assess/team/999999/member')).statusCode).toBe(404);
  });
});
