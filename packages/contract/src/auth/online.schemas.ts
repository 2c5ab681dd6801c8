import { z } from 'zod';

import { pageQuerySchema } from '../common/pagination.js';

export const onlineQuerySchema = pageQuerySchema.extend({
  username: z.string().trim().max(64).optional(),
});

export const onlineSessionSchema = z.object({
  id: z.string(),
  userId: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  loginTime: z.iso.datetime(),
  lastSeen: z.iso.datetime(),
  /** True for the session that asks. */
  current: z.boolean(),
});
export type OnlineSession = z.infer<typeof onlineSessionSchema>;
