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
});
export type SoftLaunch = z.infer<typeof softLaunchSchema>;

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
