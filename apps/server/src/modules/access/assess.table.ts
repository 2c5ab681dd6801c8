import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';
import { sysUser } from '../../db/tables/account.table.js';
import { softAccess } from './access.table.js';

// The assessment tables live with the access ones (DESIGN §10 groups them under 考核中心): an
// access record shows its assessment, and the assess module's services move applications along.

/** 专家组. */
export const assessTeam = pgTable('assess_team', {
  id: id(),
  name: varchar('name', { length: 50 }).notNull(),
  description: varchar('description', { length: 300 }),
  ...auditColumns(),
});

/** An expert of a team; `user_id` links the account they score with. */
export const assessTeamMember = pgTable(
  'assess_team_member',
  {
    id: id(),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => assessTeam.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 32 }).notNull(),
    title: varchar('title', { length: 50 }),
    organisation: varchar('organisation', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 11 }),
    userId: bigint('user_id', { mode: 'number' }).references(() => sysUser.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    index('assess_team_member_team_idx').on(t.teamId),
    index('assess_team_member_user_idx').on(t.userId),
    // An account sits in a team once.
    uniqueIndex('assess_team_member_user_uq').on(t.teamId, t.userId),
  ],
);

/** 考核室: a time slot with a place or an online link. */
export const assessRoom = pgTable(
  'assess_room',
  {
    id: id(),
    name: varchar('name', { length: 50 }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    place: varchar('place', { length: 200 }),
    onlineLink: varchar('online_link', { length: 500 }),
    capacity: integer('capacity').notNull().default(10),
    ...auditColumns(),
  },
  (t) => [index('assess_room_time_idx').on(t.startTime, t.endTime)],
);

/** The weighted criteria an assessment is scored on (weights sum to 100). */
export type CriterionRow = { name: string; weight: number };
/** One expert's score per criterion. */
export type ScoreRow = { criterion: string; score: number };

/** 考核: one application assessed by one team in one room. */
export const assess = pgTable(
  'assess',
  {
    id: id(),
    accessId: bigint('access_id', { mode: 'number' })
      .notNull()
      .references(() => softAccess.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => assessTeam.id),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => assessRoom.id),
    /** assessing, passed, rejected. */
    status: varchar('status', { length: 16 }).notNull().default('assessing'),
    criteria: jsonb('criteria').$type<CriterionRow[]>().notNull(),
    passScore: numeric('pass_score', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** The mean of the experts' totals when decided. */
    result: numeric('result', { precision: 5, scale: 2, mode: 'number' }),
    comment: text('comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('assess_status_idx').on(t.status, t.createTime.desc()),
    index('assess_team_idx').on(t.teamId),
    index('assess_room_idx').on(t.roomId),
    // One assessment per application.
    uniqueIndex('assess_access_uq').on(t.accessId),
  ],
);

/** One expert's row: a score per criterion, their weighted total and a comment. */
export const assessScore = pgTable(
  'assess_score',
  {
    id: id(),
    assessId: bigint('assess_id', { mode: 'number' })
      .notNull()
      .references(() => assess.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => assessTeamMember.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<ScoreRow[]>().notNull(),
    total: numeric('total', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    comment: text('comment'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('assess_score_member_uq').on(t.assessId, t.memberId)],
);
