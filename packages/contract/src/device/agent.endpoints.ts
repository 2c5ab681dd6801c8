import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idParamsSchema } from '../common/list-query.js';
import {
  agentCommandQuerySchema,
  agentCommandSchema,
  agentEnrolBodySchema,
  agentEnrolSchema,
  agentHeartbeatBodySchema,
  agentHeartbeatSchema,
  agentResultBodySchema,
} from './agent.schemas.js';

const AUTH = 'Authorization: Device <secret> (from enrolment); 401 for a missing, wrong or revoked secret.';

export const agentEnrol = defineEndpoint({
  method: 'POST',
  path: '/api/device-agent/enrol',
  summary: '设备代理接入',
  description:
    'The agent trades the one-time code from 设备管理 and the device’s serial for { deviceId, secret }; the secret is shown once, the code works once, and enrolling again revokes the previous secret. 10 attempts a minute per address.',
  access: 'public',
  rateLimit: { max: 10, perMs: 60_000 },
  body: agentEnrolBodySchema,
  responses: { 201: agentEnrolSchema },
});

export const agentHeartbeat = defineEndpoint({
  method: 'POST',
  path: '/api/device-agent/heartbeat',
  summary: '设备心跳',
  description: `Every 30 s; the device is online while its last heartbeat is younger than 60 s. ${AUTH}`,
  access: 'device',
  audit: 'refusals',
  body: agentHeartbeatBodySchema,
  responses: { 200: agentHeartbeatSchema },
});

export const agentCommands = defineEndpoint({
  method: 'GET',
  path: '/api/device-agent/commands',
  summary: '设备领取指令',
  description: `Long poll: answers at once with the next queued command of this device (leased for 2 minutes), or waits up to \`wait\` seconds (default 25; the server ends an empty wait at a random point of its last fifth, so that agents started together spread out) and answers 204. ${AUTH}`,
  access: 'device',
  query: agentCommandQuerySchema,
  responses: { 200: agentCommandSchema, 204: z.undefined() },
});

export const agentCommandResult = defineEndpoint({
  method: 'POST',
  path: '/api/device-agent/commands/:id/result',
  summary: '设备回报指令结果',
  description: `For a command this device was sent (404 otherwise; 409 once it is final). ${AUTH}`,
  access: 'device',
  params: idParamsSchema,
  body: agentResultBodySchema,
  responses: { 200: z.object({}) },
});

export const agentPackage = defineEndpoint({
  method: 'GET',
  path: '/api/device-agent/packages/:id',
  summary: '设备下载部署包',
  description: `The package’s zip, for a software the device’s enterprise may use (404 otherwise); check it against the command’s sha256. ${AUTH}`,
  access: 'device',
  params: idParamsSchema,
  responses: {},
});

export const agentEndpoints = {
  agentEnrol,
  agentHeartbeat,
  agentCommands,
  agentCommandResult,
  agentPackage,
};
