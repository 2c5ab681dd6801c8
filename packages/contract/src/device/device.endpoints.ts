import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';
import { idListSchema, idParamsSchema } from '../common/list-query.js';
import { pageOf } from '../common/pagination.js';
import { permissions } from '../permissions.js';
import {
  adminDeviceQuerySchema,
  adminDeviceSchema,
  deviceCreateSchema,
  deviceEnrolCodeSchema,
  deviceEventSchema,
  deviceQuerySchema,
  deviceSchema,
  deviceUpdateSchema,
} from './device.schemas.js';

const ok = z.object({});
/** The enterprise's own devices: a type-2 account of an enabled enterprise, scoped to it. */
const own = { access: { enterprise: 'any' }, enterpriseScoped: true } as const;

export const listDevices = defineEndpoint({
  method: 'GET',
  path: '/api/center/device',
  summary: '设备列表',
  description: 'Paged: blurry (name, serial, IP or location), type, room, status (online, busy, offline)',
  ...own,
  query: deviceQuerySchema,
  responses: { 200: pageOf(deviceSchema) },
});

export const downloadDevices = defineEndpoint({
  method: 'GET',
  path: '/api/center/device/download',
  summary: '导出设备',
  ...own,
  query: deviceQuerySchema,
  responses: {},
});

export const createDevice = defineEndpoint({
  method: 'POST',
  path: '/api/center/device',
  summary: '新增设备',
  description: 'The serial is unique on the platform (409 when taken); ip empty or a dotted quad',
  ...own,
  body: deviceCreateSchema,
  responses: { 201: deviceSchema },
});

export const updateDevice = defineEndpoint({
  method: 'PUT',
  path: '/api/center/device',
  summary: '修改设备',
  description: 'With the updateTime read: 409 when someone saved it meanwhile',
  ...own,
  body: deviceUpdateSchema,
  responses: { 200: deviceSchema },
});

export const deleteDevices = defineEndpoint({
  method: 'DELETE',
  path: '/api/center/device',
  summary: '删除设备',
  description: 'A JSON array of ids; the devices’ commands go with them, training records keep the serial',
  ...own,
  body: idListSchema,
  responses: { 200: ok },
});

export const enrolDevice = defineEndpoint({
  method: 'POST',
  path: '/api/center/device/:id/enrol',
  summary: '生成设备接入码',
  description:
    'A one-time code valid 10 minutes; the device agent trades it with the serial at /api/device-agent/enrol. A new code replaces an unused one; enrolling again revokes the old secret',
  ...own,
  params: idParamsSchema,
  responses: { 200: deviceEnrolCodeSchema },
});

export const listDeviceEvents = defineEndpoint({
  method: 'GET',
  path: '/api/center/device/:id/events',
  summary: '设备上下线记录',
  description: 'The latest 100 enrolments and online / offline transitions, newest first',
  ...own,
  params: idParamsSchema,
  responses: { 200: z.array(deviceEventSchema) },
});

export const listAllDevices = defineEndpoint({
  method: 'GET',
  path: '/api/device',
  summary: '全部设备',
  description: 'Every enterprise’s devices (back office 设备控制): the enterprise filters plus enterpriseId',
  access: { permissions: [permissions.device.list] },
  query: adminDeviceQuerySchema,
  responses: { 200: pageOf(adminDeviceSchema) },
});

export const downloadAllDevices = defineEndpoint({
  method: 'GET',
  path: '/api/device/download',
  summary: '导出全部设备',
  access: { permissions: [permissions.device.list] },
  query: adminDeviceQuerySchema,
  responses: {},
});

export const deviceEndpoints = {
  listDevices,
  downloadDevices,
  createDevice,
  updateDevice,
  deleteDevices,
  enrolDevice,
  listDeviceEvents,
  listAllDevices,
  downloadAllDevices,
};
