import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  adminCommandQuerySchema,
  adminDeviceCommandSchema,
  commandCreatedSchema,
  commandCreateSchema,
  commandQuerySchema,
  deviceCommandSchema,
} from './command.schemas.js';
import { centerPackageQuerySchema, deployPackageSchema } from './deploy.schemas.js';
const own = { access: { enterprise: 'any' }, enterpriseScoped: true } as const;

export const listDeviceCommands = defineEndpoint({
  method: 'GET',
  path: '/api/center/device-command',
  summary: '指令记录',
  description:
    'Paged, newest first, each with its transitions: deviceId, command, status, blurry (device name or serial), createTime range',
  ...own,
  query: commandQuerySchema,
  responses: { 200: pageOf(deviceCommandSchema) },
});

export const createDeviceCommands = defineEndpoint({
  method: 'POST',
  path: '/api/center/device-command',
  summary: '下发设备指令',
  description: [
    '{ deviceIds, command, args }: command is launch, stop, restart, shutdown or update (nothing else, never a shell string).',
    'launch: args { softId, workerId? } for a software the enterprise may use (403 otherwise); the agent receives a single-use launch ticket for that staff member.',
    'update: args { packageId } of such a software. One command per device, queued; 429 when a device has had 20 in the last minute.',
  ].join(' '),
  ...own,
  body: commandCreateSchema,
  responses: { 201: commandCreatedSchema },
});

export const cancelDeviceCommand = defineEndpoint({
  method: 'POST',
  path: '/api/center/device-command/:id/cancel',
  summary: '取消设备指令',
  description: 'Only while queued: 409 once the device has fetched it',
  ...own,
  params: idParamsSchema,
  responses: { 200: deviceCommandSchema },
});

export const listCenterPackages = defineEndpoint({
  method: 'GET',
  path: '/api/center/deploy-package',
  summary: '可部署的软件包',
  description: 'Deployment packages of the software this enterprise may use, newest first (at most 200)',
  // The platform's packages, filtered by the caller's grants: none of them is the enterprise's own record.
  access: { enterprise: 'any' },
  query: centerPackageQuerySchema,
  responses: { 200: z.array(deployPackageSchema) },
});

export const listAllCommands = defineEndpoint({
  method: 'GET',
  path: '/api/device-command',
  summary: '全部设备指令',
  description: 'Every enterprise’s commands (back office 设备控制): the enterprise filters plus enterpriseId',
  access: { permissions: [permissions.device.list] },
  query: adminCommandQuerySchema,
  responses: { 200: pageOf(adminDeviceCommandSchema) },
});

export const cancelAnyCommand = defineEndpoint({
  method: 'POST',
  path: '/api/device-command/:id/cancel',
  summary: '取消指令（平台）',
  description: 'Platform staff cancel any enterprise’s queued command; 409 once fetched',
  access: { permissions: [permissions.device.edit] },
  params: idParamsSchema,
  responses: { 200: adminDeviceCommandSchema },
});

export const commandEndpoints = {
  listDeviceCommands,
  createDeviceCommands,
  cancelDeviceCommand,
  listCenterPackages,
  listAllCommands,
  cancelAnyCommand,
};
