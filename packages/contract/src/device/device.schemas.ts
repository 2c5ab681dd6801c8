import { z } from 'zod';

import { listQuerySchema, timestampSchema } from '../common/list-query.js';
import { IP_MESSAGE, validIP } from '../validation/validate.js';
import { DEVICE_STATUSES } from './device.constants.js';

const positiveId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

export const deviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A value of the `device_type` dictionary. */
  type: z.string(),
  serial: z.string(),
  ip: z.string(),
  location: z.string(),
  room: z.string(),
  status: z.enum(DEVICE_STATUSES),
  lastSeen: timestampSchema.nullable(),
  /** An agent holds a secret for this device (it enrolled and was not re-enrolled since). */
  enrolled: z.boolean(),
  agentVersion: z.string().nullable(),
  /** What the agent reported as the installed simulation package, e.g. `2.1.0`. */
  softVersion: z.string().nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type Device = z.infer<typeof deviceSchema>;

/** The back office's view: whose device it is. */
export const adminDeviceSchema = deviceSchema.extend({
  enterprise: z.object({ id: z.number().int(), name: z.string() }),
});
export type AdminDevice = z.infer<typeof adminDeviceSchema>;

export const DEVICE_SORT_FIELDS = ['id', 'name', 'serial', 'lastSeen', 'createTime'] as const;

export const deviceQuerySchema = listQuerySchema(DEVICE_SORT_FIELDS).extend({
  /** Name, serial, IP, location or room. */
  blurry: z.string().trim().max(100).optional(),
  type: z.string().trim().max(50).optional(),
  room: z.string().trim().max(50).optional(),
  status: z.enum(DEVICE_STATUSES, { error: '设备状态只能是 online、busy 或 offline' }).optional(),
});
export type DeviceQuery = z.infer<typeof deviceQuerySchema>;

export const adminDeviceQuerySchema = deviceQuerySchema.extend({ enterpriseId: positiveId.optional() });
export type AdminDeviceQuery = z.infer<typeof adminDeviceQuerySchema>;

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label}不能超过${max}个字符`).default('');

export const deviceCreateSchema = z.object({
  name: z.string().trim().min(1, '请输入设备名称').max(50, '设备名称不能超过50个字符'),
  type: z.string().trim().min(1, '请选择设备类型').max(50, '设备类型不能超过50个字符'),
  /** Printed on the machine; the agent names it when it enrols. Unique on the platform. */
  serial: z
    .string()
    .trim()
    .min(1, '请输入设备序列号')
    .max(64, '序列号不能超过64个字符')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, '序列号只能包含字母、数字、点、下划线和短横线'),
  ip: z
    .string()
    .trim()
    .default('')
    .refine((v) => validIP(v), IP_MESSAGE),
  location: text('安放位置', 100),
  /** The training room, for choosing devices by room in 设备控制. */
  room: text('实训室', 50),
});
export type DeviceCreate = z.infer<typeof deviceCreateSchema>;

export const deviceUpdateSchema = deviceCreateSchema.extend({
  id: z.number().int().positive(),
  /** The version read: a save over someone else's change answers 409. */
  updateTime: timestampSchema,
});
export type DeviceUpdate = z.infer<typeof deviceUpdateSchema>;

/** A one-time enrolment code (10 minutes): the agent trades it with the serial for its secret. */
export const deviceEnrolCodeSchema = z.object({
  code: z.string(),
  serial: z.string(),
  expiresAt: timestampSchema,
});
export type DeviceEnrolCode = z.infer<typeof deviceEnrolCodeSchema>;

export const DEVICE_EVENT_KINDS = ['enrolled', 'online', 'offline'] as const;

/** The device's history: enrolments and each online / offline transition. */
export const deviceEventSchema = z.object({
  kind: z.enum(DEVICE_EVENT_KINDS),
  at: timestampSchema,
});
export type DeviceEvent = z.infer<typeof deviceEventSchema>;
