import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, unique, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

import { at, id, sameEnterprise } from '../../db/columns.js';
import { enterprise, sysUser } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import { entWorker } from '../org/org.table.js';
import { trainPlan } from './train.table.js';

/**
 * 启动软件: one launch of a simulation, and the single-use ticket the simulation trades at the
 * ilab-x door for a token naming who trains. Only the ticket's SHA-256 is kept: a read of this
 * table gives nobody a ticket to use. The rows are the enterprise's 启动记录.
 */
export const trainLaunch = pgTable(
  'train_launch',
  {
    id: id(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references((): AnyPgColumn => enterprise.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    /** The staff record of a staff account (type 3); null for the enterprise account. */
    workerId: bigint('worker_id', { mode: 'number' }),
    softId: bigint('soft_id', { mode: 'number' })
      .notNull()
      .references(() => soft.id, { onDelete: 'cascade' }),
    /** Launched from this plan's page. */
    planId: bigint('plan_id', { mode: 'number' }),
    /**
     * Launched on this device by a 设备控制 `launch` command: its records name the device. Its key,
     * `(enterprise_id, device_id)` → device with ON DELETE SET NULL (device_id), is written by hand
     * in migration 0017: drizzle cannot say "set only this column to null".
     */
    deviceId: bigint('device_id', { mode: 'number' }),
    /** …by this command (its 设备控制 row shows what the simulation reported); key as device_id's, 0021. */
    commandId: bigint('command_id', { mode: 'number' }),
    ticketSha256: varchar('ticket_sha256', { length: 64 }).notNull(),
    createTime: at('create_time').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** When the simulation traded the ticket; a ticket works once. */
    usedAt: at('used_at'),
    /**
     * The last upload of this launch's simulation that was refused, and what it was told: shown in
     * 启动记录 and on the device command, so that no session is lost without a word.
     */
    refusal: varchar('refusal', { length: 500 }),
    refusedAt: at('refused_at'),
  },
  (t) => [
    uniqueIndex('train_launch_ticket_uq').on(t.ticketSha256),
    index('train_launch_list_idx').on(t.enterpriseId, t.id.desc()),
    index('train_launch_user_idx').on(t.userId),
    index('train_launch_command_idx')
      .on(t.commandId)
      .where(sql`command_id is not null`),
    unique('train_launch_enterprise_id_id_uq').on(t.enterpriseId, t.id),
    sameEnterprise(
      'train_launch_worker',
      [t.enterpriseId, t.workerId],
      [entWorker.enterpriseId, entWorker.id],
      'cascade',
    ),
    sameEnterprise(
      'train_launch_plan',
      [t.enterpriseId, t.planId],
      [trainPlan.enterpriseId, trainPlan.id],
      'cascade',
    ),
  ],
);
