import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  memberFieldsSchema,
  memberSchema,
  memberUpdateSchema,
  roomFieldsSchema,
  roomQuerySchema,
  roomSchema,
  roomUpdateSchema,
  teamFieldsSchema,
  teamQuerySchema,
  teamSchema,
  teamUpdateSchema,
} from './team.schemas.js';

const { assess } = permissions;
const ok = z.object({});

export const listTeams = defineEndpoint({
  method: 'GET',
  path: '/api/assess/team',
  summary: '专家组列表',
  access: { permissions: [assess.list] },
  query: teamQuerySchema,
  responses: { 200: pageOf(teamSchema) },
});

export const getTeam = defineEndpoint({
  method: 'GET',
  path: '/api/assess/team/:id',
  summary: '专家组详情',
  access: { permissions: [assess.list] },
  params: idParamsSchema,
  responses: { 200: teamSchema },
});

export const createTeam = defineEndpoint({
  method: 'POST',
  path: '/api/assess/team',
  summary: '新增专家组',
  access: { permissions: [assess.add] },
  body: teamFieldsSchema,
  responses: { 201: teamSchema },
});

export const updateTeam = defineEndpoint({
  method: 'PUT',
  path: '/api/assess/team',
  summary: '修改专家组',
  access: { permissions: [assess.edit] },
  body: teamUpdateSchema,
  responses: { 200: teamSchema },
});

export const deleteTeams = defineEndpoint({
  method: 'DELETE',
  path: '/api/assess/team',
  summary: '删除专家组',
  description: 'Refused (409) while a team has assessments',
  access: { permissions: [assess.del] },
  body: idListSchema,
  responses: { 200: ok },
});

export const listMembers = defineEndpoint({
  method: 'GET',
  path: '/api/assess/team/:id/member',
  summary: '专家列表',
  access: { permissions: [assess.list] },
  params: idParamsSchema,
  responses: { 200: z.array(memberSchema) },
});

export const createMember = defineEndpoint({
  method: 'POST',
  path: '/api/assess/team/:id/member',
  summary: '新增专家',
  description:
    'Refused (409) when the linked account’s enterprise or the organisation is the applicant of an open assessment of this team',
  access: { permissions: [assess.add] },
  params: idParamsSchema,
  body: memberFieldsSchema,
  responses: { 201: memberSchema },
});

export const updateMember = defineEndpoint({
  method: 'PUT',
  path: '/api/assess/team/:id/member',
  summary: '修改专家',
  access: { permissions: [assess.edit] },
  params: idParamsSchema,
  body: memberUpdateSchema,
  responses: { 200: memberSchema },
});

export const deleteMembers = defineEndpoint({
  method: 'DELETE',
  path: '/api/assess/team/:id/member',
  summary: '删除专家',
  description: 'Refused (409) for an expert who has scored an undecided assessment',
  access: { permissions: [assess.del] },
  params: idParamsSchema,
  body: idListSchema,
  responses: { 200: ok },
});

/** Accounts an expert can be linked to (staff pick one in the member form). */
export const expertAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  role: z.number().int(),
  enterpriseName: z.string().nullable(),
});
export type ExpertAccount = z.infer<typeof expertAccountSchema>;

export const searchExpertAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/assess/accounts',
  summary: '查找专家账号',
  description: 'Enabled accounts whose username or nickname contains `blurry`, at most 20',
  access: { permissions: [assess.add, assess.edit] },
  query: z.object({ blurry: z.string().trim().max(50).optional() }),
  responses: { 200: z.array(expertAccountSchema) },
});

export const listRooms = defineEndpoint({
  method: 'GET',
  path: '/api/assess/room',
  summary: '考核室列表',
  description:
    'Paged; `from`/`to` (epoch ms) limit it to rooms overlapping that span, as the week calendar asks',
  access: { permissions: [assess.list] },
  query: roomQuerySchema,
  responses: { 200: pageOf(roomSchema) },
});

export const createRoom = defineEndpoint({
  method: 'POST',
  path: '/api/assess/room',
  summary: '新增考核室',
  access: { permissions: [assess.add] },
  body: roomFieldsSchema,
  responses: { 201: roomSchema },
});

export const updateRoom = defineEndpoint({
  method: 'PUT',
  path: '/api/assess/room',
  summary: '修改考核室',
  description: 'A new time that makes one of its teams sit in two rooms at once answers 409',
  access: { permissions: [assess.edit] },
  body: roomUpdateSchema,
  responses: { 200: roomSchema },
});

export const deleteRooms = defineEndpoint({
  method: 'DELETE',
  path: '/api/assess/room',
  summary: '删除考核室',
  description: 'Refused (409) while a room has assessments',
  access: { permissions: [assess.del] },
  body: idListSchema,
  responses: { 200: ok },
});

export const teamEndpoints = {
  listTeams,
  getTeam,
  createTeam,
  updateTeam,
  deleteTeams,
  listMembers,
  createMember,
  updateMember,
  deleteMembers,
  searchExpertAccounts,
  listRooms,
  createRoom,
  updateRoom,
  deleteRooms,
};
