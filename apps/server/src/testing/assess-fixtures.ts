import type { FastifyInstance, InjectOptions } from 'fastify';

import { bearer } from './auth-helpers.js';

/**
 * Staff and vendor steps the assessment tests and samples share, all through the API: a vendor's
 * software submitted for access, a team with its experts, a room.
 */
type Headers = Record<string, string>;

async function send<T>(app: FastifyInstance, options: InjectOptions, expected: number): Promise<T> {
  const res = await app.inject(options);
  if (res.statusCode !== expected) {
    throw new Error(`${options.method} ${options.url} answered ${res.statusCode}: ${res.body}`);
  }
  return res.json<T>();
}

/** A software created by the vendor (token) and submitted: its ids and its application's. */
export async function submitSoftware(app: FastifyInstance, vendorToken: string, name: string) {
  const headers = bearer(vendorToken);
  const created = await send<{ id: number }>(
    app,
    {
      method: 'POST',
      url: '/api/center/soft',
      headers,
      payload: {
        name,
        category: 'mining',
        summary: `${name}：面向煤矿一线岗位的仿真培训软件`,
        description: '<p>支持多场景训练、自动评分与过程回放。</p>',
        version: '1.0.0',
        launchUrl: 'https://sim.example.cn/app',
      },
    },
    201,
  );
  const access = await send<{ id: number }>(
    app,
    { method: 'POST', url: `/api/center/soft/${created.id}/submit`, headers },
    201,
  );
  return { softId: created.id, accessId: access.id };
}

export interface ExpertInput {
  name: string;
  organisation?: string;
  userId?: number | null;
}

/** A team with these experts; returns the team's id and the members' ids in order. */
export async function createTeamWith(
  app: FastifyInstance,
  staff: Headers,
  name: string,
  experts: ExpertInput[],
) {
  const team = await send<{ id: number }>(
    app,
    { method: 'POST', url: '/api/assess/team', headers: staff, payload: { name } },
    201,
  );
  const memberIds: number[] = [];
  for (const e of experts) {
    const member = await send<{ id: number }>(
      app,
      {
        method: 'POST',
        url: `/api/assess/team/${team.id}/member`,
        headers: staff,
        payload: { name: e.name, organisation: e.organisation ?? '中国矿业大学', userId: e.userId ?? null },
      },
      201,
    );
    memberIds.push(member.id);
  }
  return { teamId: team.id, memberIds };
}

export const HOUR = 60 * 60 * 1000;

/** A room from `start` (epoch ms) lasting `hours`. */
export async function createRoomAt(
  app: FastifyInstance,
  staff: Headers,
  name: string,
  start: number,
  hours = 2,
) {
  const room = await send<{ id: number }>(
    app,
    {
      method: 'POST',
      url: '/api/assess/room',
      headers: staff,
      payload: { name, startTime: start, endTime: start + hours * HOUR, place: '太原市煤炭大厦 801' },
    },
    201,
  );
  return room.id;
}

export const CRITERIA = [
  { name: '功能完整性', weight: 40 },
  { name: '仿真真实度', weight: 30 },
  { name: '易用性', weight: 30 },
];

/** The account id behind a username, as staff find it to link an expert. */
export async function accountId(app: FastifyInstance, staff: Headers, username: string) {
  const found = await send<{ id: number; username: string }[]>(
    app,
    { method: 'GET', url: `/api/assess/accounts?blurry=${username}`, headers: staff },
    200,
  );
  const account = found.find((a) => a.username === username);
  if (!account) throw new Error(`no account ${username}`);
  return account.id;
}
