import { z } from 'zod';

import { listQuerySchema, timestampSchema } from '../common/list-query.js';

/** 专家组: a team of experts, some linked to a platform account so they can score. */
export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type Team = z.infer<typeof teamSchema>;

export const teamQuerySchema = listQuerySchema(['id', 'name', 'createTime'] as const).extend({
  blurry: z.string().trim().max(50).optional(),
});
export type TeamQuery = z.infer<typeof teamQuerySchema>;

export const teamFieldsSchema = z.object({
  name: z.string().trim().min(1, '请输入专家组名称').max(50, '专家组名称不能超过50个字符'),
  description: z.string().trim().max(300, '说明不能超过300个字符').nullable().default(null),
});
export const teamUpdateSchema = teamFieldsSchema.extend({ id: z.number().int().positive() });
export type TeamFields = z.infer<typeof teamFieldsSchema>;
export type TeamUpdate = z.infer<typeof teamUpdateSchema>;

export const memberSchema = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  organisation: z.string(),
  phone: z.string().nullable(),
  /** The account the expert scores with; null: not able to sign in and score. */
  user: z.object({ id: z.number().int(), username: z.string(), nickName: z.string() }).nullable(),
  /** The enterprise of the linked account (a conflict of interest with its own applications). */
  enterpriseId: z.number().int().nullable(),
  createTime: timestampSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const memberFieldsSchema = z.object({
  name: z.string().trim().min(1, '请输入专家姓名').max(32, '姓名不能超过32个字符'),
  title: z.string().trim().max(50, '职称不能超过50个字符').nullable().default(null),
  organisation: z.string().trim().min(1, '请输入所在单位').max(100, '单位名称不能超过100个字符'),
  phone: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, '请输入正确的11位手机号码')
    .nullable()
    .default(null),
  userId: z.number().int().positive().nullable().default(null),
});
export const memberUpdateSchema = memberFieldsSchema.extend({ id: z.number().int().positive() });
export type MemberFields = z.infer<typeof memberFieldsSchema>;
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

/** 考核室: a time slot with a place or an online link. Times are epoch milliseconds. */
export const roomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  place: z.string().nullable(),
  onlineLink: z.string().nullable(),
  capacity: z.number().int(),
  /** The assessments held in it. */
  assessments: z.array(z.object({ id: z.number().int(), title: z.string(), teamName: z.string() })),
  createTime: timestampSchema,
});
export type Room = z.infer<typeof roomSchema>;

/**
 * The last millisecond of 9999-12-31 (UTC). Later instants are valid JavaScript dates but not
 * timestamps PostgreSQL takes in ISO form, so the contract stops here.
 */
export const ROOM_TIME_MAX_MS = 253_402_300_799_999;

export const roomQuerySchema = listQuerySchema(['id', 'startTime'] as const).extend({
  blurry: z.string().trim().max(50).optional(),
  /** Rooms overlapping [from, to) in epoch ms: a calendar week. */
  from: z.coerce.number().int().min(0).max(ROOM_TIME_MAX_MS).optional(),
  to: z.coerce.number().int().min(0).max(ROOM_TIME_MAX_MS).optional(),
});
export type RoomQuery = z.infer<typeof roomQuerySchema>;

const ms = (what: string) =>
  z
    .number({ error: `请选择${what}` })
    .int()
    .min(0)
    .max(ROOM_TIME_MAX_MS, `${what}须早于10000年`);

export const roomFieldsSchema = z
  .object({
    name: z.string().trim().min(1, '请输入考核室名称').max(50, '名称不能超过50个字符'),
    startTime: ms('开始时间'),
    endTime: ms('结束时间'),
    place: z.string().trim().max(200, '地点不能超过200个字符').nullable().default(null),
    onlineLink: z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/\S+$/, '线上链接必须是以 http:// 或 https:// 开头的网址')
      .nullable()
      .default(null),
    capacity: z.number().int().min(1, '容纳人数至少为1').max(10_000).default(10),
  })
  .superRefine((room, ctx) => {
    if (room.endTime <= room.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: '结束时间必须晚于开始时间' });
    }
    if (!room.place && !room.onlineLink) {
      ctx.addIssue({ code: 'custom', path: ['place'], message: '请填写地点或线上链接' });
    }
  });
export const roomUpdateSchema = z.intersection(
  roomFieldsSchema,
  z.object({ id: z.number().int().positive() }),
);
export type RoomFields = z.infer<typeof roomFieldsSchema>;
export type RoomUpdate = z.infer<typeof roomUpdateSchema>;
