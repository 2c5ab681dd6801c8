import { z } from 'zod';

import { dateRangeSchema, listQuerySchema, timestampSchema } from '../common/list-query.js';
import { launchUploadSchema } from '../train/launch.schemas.js';
import { COMMAND_STATUSES, DEVICE_COMMANDS } from './command.constants.js';

const positiveId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

const deviceIds = z
  .array(z.number().int().positive(), { error: '请选择设备' })
  .min(1, '请至少选择一台设备')
  .max(200, '一次最多向200台设备下发指令');
const noArgs = z.object({}).strict().default({});

export const COMMAND_MESSAGE =
  '指令只能是 launch（启动）、stop（停止）、restart（重启）、shutdown（关机）或 update（更新）';

/**
 * `launch` names a software the enterprise may use and, optionally, the staff member who will
 * train (the command then carries a single-use launch ticket for them); `update` names a
 * deployment package of such a software. The others take nothing.
 */
export const commandCreateSchema = z.discriminatedUnion(
  'command',
  [
    z.object({
      command: z.literal('launch'),
      deviceIds,
      args: z
        .object({
          softId: z.number({ error: '请选择要启动的软件' }).int().positive(),
          workerId: z.number().int().positive().nullish(),
        })
        .strict(),
    }),
    z.object({
      command: z.literal('stop'),
      deviceIds,
      args: z.object({ softId: z.number().int().positive().nullish() }).strict().default({}),
    }),
    z.object({ command: z.literal('restart'), deviceIds, args: noArgs }),
    z.object({ command: z.literal('shutdown'), deviceIds, args: noArgs }),
    z.object({
      command: z.literal('update'),
      deviceIds,
      args: z.object({ packageId: z.number({ error: '请选择部署包' }).int().positive() }).strict(),
    }),
  ],
  { error: COMMAND_MESSAGE },
);
export type CommandCreate = z.infer<typeof commandCreateSchema>;

export const commandEventSchema = z.object({
  status: z.enum(COMMAND_STATUSES),
  at: timestampSchema,
  /** The agent's detail, or why the server moved it (超时, 过期, who cancelled). */
  detail: z.string().nullable(),
});
export type CommandEvent = z.infer<typeof commandEventSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const deviceCommandSchema = z.object({
  id: z.number().int(),
  device: z.object({ id: z.number().int(), name: z.string(), serial: z.string() }),
  command: z.enum(DEVICE_COMMANDS),
  /** What the arguments name, for showing. */
  soft: named.nullable(),
  worker: named.nullable(),
  package: z.object({ id: z.number().int(), version: z.string() }).nullable(),
  status: z.enum(COMMAND_STATUSES),
  /** Deliveries so far (a timed-out lease is delivered again, up to three). */
  attempts: z.number().int(),
  createdBy: z.string(),
  createTime: timestampSchema,
  /** Queued until then; a command nobody fetched expires. */
  expiresAt: timestampSchema,
  finishedAt: timestampSchema.nullable(),
  /** The agent's last word (its result detail). */
  detail: z.string().nullable(),
  /** Every transition with its time, oldest first. */
  events: z.array(commandEventSchema),
  /**
   * A delivered launch: what its simulation reported (sessions stored, the last upload refused);
   * null for other commands and a launch not delivered yet.
   */
  upload: launchUploadSchema.nullable(),
});
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;

export const adminDeviceCommandSchema = deviceCommandSchema.extend({
  enterprise: named,
});
export type AdminDeviceCommand = z.infer<typeof adminDeviceCommandSchema>;

export const commandQuerySchema = listQuerySchema(['id'] as const).extend({
  deviceId: positiveId.optional(),
  command: z.enum(DEVICE_COMMANDS, { error: COMMAND_MESSAGE }).optional(),
  status: z.enum(COMMAND_STATUSES, { error: '未知的指令状态' }).optional(),
  /** Device name or serial. */
  blurry: z.string().trim().max(100).optional(),
  createTime: dateRangeSchema,
});
export type CommandQuery = z.infer<typeof commandQuerySchema>;

export const adminCommandQuerySchema = commandQuerySchema.extend({ enterpriseId: positiveId.optional() });
export type AdminCommandQuery = z.infer<typeof adminCommandQuerySchema>;

export const commandCreatedSchema = z.object({ commands: z.array(deviceCommandSchema) });
