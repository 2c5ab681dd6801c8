import { z } from 'zod';

import { listQuerySchema, timestampSchema } from '../common/list-query.js';

/** 启动软件: from a plan's page the launch carries the plan. */
export const softLaunchBodySchema = z.object({
  planId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
});

/** Where to open the simulation: its launchUrl with `ticket=<url-encoded ticket>` added. */
export const softLaunchSchema = z.object({
  url: z.string(),
  /** The ticket's end (10 minutes); it works once. */
  expiresAt: timestampSchema,
  /** No trainee (the enterprise account itself): the sessions are kept as 练习, counted nowhere. */
  practice: z.boolean(),
});
export type SoftLaunch = z.infer<typeof softLaunchSchema>;

/**
 * What the simulation a launch started has reported: how many sessions were stored (as training
 * records, or as 练习 when the launch named no trainee) and the last upload refused, with why.
 */
export const launchUploadSchema = z.object({
  /** No trainee: its sessions are 练习, counted in no hours, plan, compliance or statistics. */
  practice: z.boolean(),
  /** Sessions stored from this launch. */
  stored: z.number().int(),
  /** The last refused upload's reason (what the simulation was told), null if none was refused. */
  refusal: z.string().nullable(),
  refusedAt: timestampSchema.nullable(),
});
export type LaunchUpload = z.infer<typeof launchUploadSchema>;

/** One launch, as the enterprise sees it in 培训记录 → 启动记录. */
export const trainLaunchSchema = z.object({
  id: z.number().int(),
  createTime: timestampSchema,
  username: z.string(),
  nickName: z.string(),
  /** The staff record of a staff account; null for the enterprise account itself. */
  worker: z.object({ id: z.number().int(), name: z.string(), employeeNo: z.string() }).nullable(),
  soft: z.object({ id: z.number().int(), name: z.string() }),
  plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When the simulation exchanged the ticket; null: not (yet). */
  usedAt: timestampSchema.nullable(),
  expiresAt: timestampSchema,
  /** Launched on this device by a 设备控制 command. */
  device: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  upload: launchUploadSchema,
});
export type TrainLaunch = z.infer<typeof trainLaunchSchema>;

export const trainLaunchQuerySchema = listQuerySchema(['id'] as const).extend({
  /** Username, nickname, staff name or 工号. */
  blurry: z.string().trim().max(100).optional(),
  softId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
});
export type TrainLaunchQuery = z.infer<typeof trainLaunchQuerySchema>;
