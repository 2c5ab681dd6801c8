import { z } from 'zod';

import { accessQuerySchema, accessSchema } from '../access/access.schemas.js';
import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf, pageQuerySchema } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  applicantAssessDetailSchema,
  applicantAssessQuerySchema,
  applicantAssessSchema,
  assessCreateSchema,
  assessDetailSchema,
  assessQuerySchema,
  assessSchema,
  assessUpdateSchema,
  decideSchema,
  expertAssessSchema,
  myScoreSchema,
  scoreBodySchema,
} from './assess.schemas.js';

const { assess } = permissions;

/** An application waiting for or under assessment, with its vendor (staff pick one to assess). */
export const stagedAccessSchema = accessSchema.extend({
  vendor: z.object({ id: z.number().int(), name: z.string() }),
});
export type StagedAccess = z.infer<typeof stagedAccessSchema>;

export const listStagedAccess = defineEndpoint({
  method: 'GET',
  path: '/api/assess/access',
  summary: '接入申请列表（考核）',
  description: 'Every vendor’s applications; `status=submitted` lists those waiting for an assessment',
  access: { permissions: [assess.list] },
  query: accessQuerySchema,
  responses: { 200: pageOf(stagedAccessSchema) },
});

export const listAssess = defineEndpoint({
  method: 'GET',
  path: '/api/assess',
  summary: '考核列表',
  access: { permissions: [assess.list] },
  query: assessQuerySchema,
  responses: { 200: pageOf(assessSchema) },
});

export const downloadAssess = defineEndpoint({
  method: 'GET',
  path: '/api/assess/download',
  summary: '导出考核',
  access: { permissions: [assess.list] },
  query: assessQuerySchema,
  responses: {},
});

export const getAssess = defineEndpoint({
  method: 'GET',
  path: '/api/assess/:id',
  summary: '考核详情',
  description: 'With every expert’s row, their totals and the discussion flag',
  access: { permissions: [assess.list] },
  params: idParamsSchema,
  responses: { 200: assessDetailSchema },
});

export const createAssess = defineEndpoint({
  method: 'POST',
  path: '/api/assess',
  summary: '发起考核',
  description:
    'A submitted application moves to assessing. 409 when the team sits in another room at overlapping times, or a member of the team belongs to the applicant (conflict of interest)',
  access: { permissions: [assess.add] },
  body: assessCreateSchema,
  responses: { 201: assessSchema },
});

export const updateAssess = defineEndpoint({
  method: 'PUT',
  path: '/api/assess',
  summary: '修改考核',
  description: 'Before the decision; criteria only until the first score',
  access: { permissions: [assess.edit] },
  body: assessUpdateSchema,
  responses: { 200: assessSchema },
});

export const deleteAssess = defineEndpoint({
  method: 'DELETE',
  path: '/api/assess',
  summary: '删除考核',
  description: 'Undecided assessments only; their applications return to submitted',
  access: { permissions: [assess.del] },
  body: idListSchema,
  responses: { 200: z.object({}) },
});

export const decideAssess = defineEndpoint({
  method: 'PUT',
  path: '/api/assess/:id/decide',
  summary: '考核决定',
  description:
    'Locks the scores. Passed: the software is published and its vendor granted it; rejected: it returns to the vendor with the comment',
  access: { permissions: [assess.edit] },
  params: idParamsSchema,
  body: decideSchema,
  responses: { 200: assessSchema },
});

export const listMyExpertAssess = defineEndpoint({
  method: 'GET',
  path: '/api/assess/mine',
  summary: '我的评审任务',
  description: 'Assessments whose team has a member linked to the caller, undecided first',
  access: 'signed-in',
  query: pageQuerySchema.omit({ sort: true }),
  responses: { 200: pageOf(expertAssessSchema) },
});

export const getMyScore = defineEndpoint({
  method: 'GET',
  path: '/api/assess/:id/score',
  summary: '查看我的评分',
  description: 'The caller must be linked to a member of the assessment’s team (else 403)',
  access: 'signed-in',
  params: idParamsSchema,
  responses: { 200: myScoreSchema },
});

export const putMyScore = defineEndpoint({
  method: 'PUT',
  path: '/api/assess/:id/score',
  summary: '评分',
  description:
    'The caller’s own row: one score (0–100) per criterion, and a comment. 403 for non-members, 409 once decided',
  access: 'signed-in',
  params: idParamsSchema,
  body: scoreBodySchema,
  responses: { 200: myScoreSchema },
});

const own = { access: { enterprise: 'any' }, enterpriseScoped: true } as const;

export const listApplicantAssess = defineEndpoint({
  method: 'GET',
  path: '/api/center/assess',
  summary: '我的考核',
  description: 'Assessments of the caller’s applications: progress, room, total and decision',
  ...own,
  query: applicantAssessQuerySchema,
  responses: { 200: pageOf(applicantAssessSchema) },
});

export const getApplicantAssess = defineEndpoint({
  method: 'GET',
  path: '/api/center/assess/:id',
  summary: '我的考核详情',
  description: 'Per-criterion averages and the experts’ comments, never who they are or how to reach them',
  ...own,
  params: idParamsSchema,
  responses: { 200: applicantAssessDetailSchema },
});

export const assessEndpoints = {
  listStagedAccess,
  listAssess,
  downloadAssess,
  getAssess,
  createAssess,
  updateAssess,
  deleteAssess,
  decideAssess,
  listMyExpertAssess,
  getMyScore,
  putMyScore,
  listApplicantAssess,
  getApplicantAssess,
};
