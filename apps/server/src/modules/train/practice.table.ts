import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { at, auditColumns, id, sameEnterprise } from '../../db/columns.js';
import { enterprise } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import { softAccess } from '../access/access.table.js';
import { trainLaunch } from './launch.table.js';

/**
 * 练习: a session reported for a launch that named no trainee (the enterprise account's own
 * 启动软件, a device launch with no 学员). Kept apart from train_record, so that no hours, plan,
 * compliance ledger or statistic can count it by mistake; 启动记录 shows it on its launch.
 * Idempotent as records are: `(access_id, origin_id)`, with the hash of what was sent.
 */
export const trainPractice = pgTable(
  'train_practice',
  {
    id: id(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references((): AnyPgColumn => enterprise.id, { onDelete: 'cascade' }),
    launchId: bigint('launch_id', { mode: 'number' }).notNull(),
    softId: bigint('soft_id', { mode: 'number' })
      .notNull()
      .references(() => soft.id, { onDelete: 'cascade' }),
    accessId: bigint('access_id', { mode: 'number' }).references(() => softAccess.id, {
      onDelete: 'set null',
    }),
    originId: varchar('origin_id', { length: 64 }).notNull(),
    bodySha256: varchar('body_sha256', { length: 64 }).notNull(),
    deviceSerial: varchar('device_serial', { length: 64 }),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at').notNull(),
    durationS: integer('duration_s').notNull(),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** 1 done, 2 not done (the software's word). */
    status: smallint('status').notNull(),
    flagged: boolean('flagged').notNull().default(false),
    flagReason: varchar('flag_reason', { length: 200 }),
    steps: jsonb('steps'),
    ...auditColumns(),
  },
  (t) => [
    index('train_practice_launch_idx').on(t.launchId),
    uniqueIndex('train_practice_origin_uq')
      .on(t.accessId, t.originId)
      .where(sql`access_id is not null`),
    sameEnterprise(
      'train_practice_launch',
      [t.enterpriseId, t.launchId],
      [trainLaunch.enterpriseId, trainLaunch.id],
      'cascade',
    ),
  ],
);
