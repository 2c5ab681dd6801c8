import { defineEndpoint } from '../common/endpoint.js';
import { idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import {
  softLaunchBodySchema,
  softLaunchSchema,
  trainLaunchQuerySchema,
  trainLaunchSchema,
} from './launch.schemas.js';

export const launchSoft = defineEndpoint({
  method: 'POST',
  path: '/api/portal/soft/:id/launch',
  summary: '启动软件',
  description: [
    'A staff account (type 3) of an enterprise that owns the software or holds a valid grant to it, or that enterprise’s own account (type 2).',
    'Answers the software’s launchUrl with ticket=<url-encoded ticket> added: single use, valid 10 minutes, bound to the account, the software and the staff record;',
    'the simulation trades it at /open/api/v2/token. The launch is recorded (培训记录 → 启动记录); planId: launched from that plan’s page.',
  ].join(' '),
  access: 'signed-in',
  params: idParamsSchema,
  body: softLaunchBodySchema,
  responses: { 200: softLaunchSchema },
});

export const listTrainLaunches = defineEndpoint({
  method: 'GET',
  path: '/api/train/launch',
  summary: '启动记录',
  description:
    'Paged, newest first: who launched which software (and from which plan), when, and whether the simulation took the ticket',
  access: { enterprise: 'any' },
  enterpriseScoped: true,
  query: trainLaunchQuerySchema,
  responses: { 200: pageOf(trainLaunchSchema) },
});

export const launchEndpoints = { launchSoft, listTrainLaunches };
