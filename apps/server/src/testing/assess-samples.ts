import type { FastifyInstance, InjectOptions } from 'fastify';

import {
  accountId,
  createRoomAt,
  createTeamWith,
  CRITERIA,
  HOUR,
  submitSoftware,
} from './assess-fixtures.js';
import { bearer, signIn } from './auth-helpers.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/**
 * One realistic call per endpoint of 考核管理 (teams, members, rooms, assessments, scoring and the
 * applicant's view) for the no-secrets scan. A team with the demo expert linked, a room and
 * assessments are made first, through the API; what a sample deletes or decides is made for it.
 */
export async function assessSamples(app: FastifyInstance, tokens: { admin: string; enterprise: string }) {
  const admin = bearer(tokens.admin);
  const vendor = bearer(tokens.enterprise);
  const expert = bearer(await signIn(app, 'expert1'));
  const start = Date.UTC(2032, 0, 5, 1, 0);

  const expert1 = await accountId(app, admin, 'expert1');
  const { teamId, memberIds } = await createTeamWith(app, admin, '扫描专家组', [
    { name: '张建国', userId: expert1 },
    { name: '待删除专家' },
  ]);
  const doomedTeam = await createTeamWith(app, admin, '待删除专家组', []);
  const roomId = await createRoomAt(app, admin, '扫描考核室', start);
  const doomedRoom = await createRoomAt(app, admin, '待删除考核室', start + 24 * HOUR);
  const assessOf = async (name: string) => {
    const { accessId } = await submitSoftware(app, tokens.enterprise, name);
    const res = await app.inject({
      method: 'POST',
      url: '/api/assess',
      headers: admin,
      payload: { accessId, title: `${name} 考核`, teamId, roomId, passScore: 60, criteria: CRITERIA },
    });
    if (res.statusCode !== 201) throw new Error(`assessment failed: ${res.body}`);
    return res.json<{ id: number }>().id;
  };
  const kept = await assessOf('扫描仿真软件');
  const doomed = await assessOf('待撤回仿真软件');
  const decided = await assessOf('待决定仿真软件');
  const waiting = await submitSoftware(app, tokens.enterprise, '待考核仿真软件');
  const room = { name: '扫描考核室', startTime: start, endTime: start + 2 * HOUR, place: '801', capacity: 8 };
  const scores = CRITERIA.map((c, i) => ({ criterion: c.name, score: 80 + i }));

  return {
    listTeams: [{ method: 'GET', url: '/api/assess/team?blurry=专家组&sort=name,asc', headers: admin }],
    getTeam: [{ method: 'GET', url: `/api/assess/team/${teamId}`, headers: admin }],
    createTeam: [{ method: 'POST', url: '/api/assess/team', headers: admin, payload: { name: '新专家组' } }],
    updateTeam: [
      {
        method: 'PUT',
        url: '/api/assess/team',
        headers: admin,
        payload: { id: teamId, name: '扫描专家组', description: '扫描用' },
      },
    ],
    deleteTeams: [
      { method: 'DELETE', url: '/api/assess/team', headers: admin, payload: [doomedTeam.teamId] },
    ],
    listMembers: [{ method: 'GET', url: `/api/assess/team/${teamId}/member`, headers: admin }],
    createMember: [
      {
        method: 'POST',
        url: `/api/assess/team/${teamId}/member`,
        headers: admin,
        payload: { name: '李文华', title: '研究员', organisation: '煤炭科学研究总院', phone: '13811110002' },
      },
    ],
    updateMember: [
      {
        method: 'PUT',
        url: `/api/assess/team/${teamId}/member`,
        headers: admin,
        payload: {
          id: memberIds[0],
          name: '张建国',
          title: '教授',
          organisation: '中国矿业大学',
          userId: expert1,
        },
      },
    ],
    deleteMembers: [
      { method: 'DELETE', url: `/api/assess/team/${teamId}/member`, headers: admin, payload: [memberIds[1]] },
    ],
    searchExpertAccounts: [{ method: 'GET', url: '/api/assess/accounts?blurry=e', headers: admin }],
    listRooms: [
      { method: 'GET', url: `/api/assess/room?from=${start}&to=${start + 7 * 24 * HOUR}`, headers: admin },
    ],
    createRoom: [
      { method: 'POST', url: '/api/assess/room', headers: admin, payload: { ...room, name: '新考核室' } },
    ],
    updateRoom: [
      { method: 'PUT', url: '/api/assess/room', headers: admin, payload: { ...room, id: roomId } },
    ],
    deleteRooms: [{ method: 'DELETE', url: '/api/assess/room', headers: admin, payload: [doomedRoom] }],
    listStagedAccess: [{ method: 'GET', url: '/api/assess/access?status=submitted', headers: admin }],
    listAssess: [{ method: 'GET', url: '/api/assess?blurry=扫描&status=assessing', headers: admin }],
    downloadAssess: [{ method: 'GET', url: '/api/assess/download', headers: admin }],
    getAssess: [{ method: 'GET', url: `/api/assess/${kept}`, headers: admin }],
    createAssess: [
      {
        method: 'POST',
        url: '/api/assess',
        headers: admin,
        payload: {
          accessId: waiting.accessId,
          title: '待考核仿真软件 考核',
          teamId,
          roomId,
          passScore: 60,
          criteria: CRITERIA,
        },
      },
    ],
    updateAssess: [
      {
        method: 'PUT',
        url: '/api/assess',
        headers: admin,
        payload: { id: kept, title: '扫描仿真软件 考核', teamId, roomId, passScore: 65, criteria: CRITERIA },
      },
    ],
    deleteAssess: [{ method: 'DELETE', url: '/api/assess', headers: admin, payload: [doomed] }],
    decideAssess: [
      {
        method: 'PUT',
        url: `/api/assess/${decided}/decide`,
        headers: admin,
        payload: { passed: false, comment: '请补充故障工况' },
      },
    ],
    listMyExpertAssess: [{ method: 'GET', url: '/api/assess/mine', headers: expert }],
    getMyScore: [{ method: 'GET', url: `/api/assess/${kept}/score`, headers: expert }],
    putMyScore: [
      {
        method: 'PUT',
        url: `/api/assess/${kept}/score`,
        headers: expert,
        payload: { scores, comment: '完整' },
      },
    ],
    listApplicantAssess: [{ method: 'GET', url: '/api/center/assess', headers: vendor }],
    getApplicantAssess: [{ method: 'GET', url: `/api/center/assess/${kept}`, headers: vendor }],
  } satisfies Record<string, Sample[]>;
}
