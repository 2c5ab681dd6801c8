import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { at, auditColumns, id, sameEnterprise } from '../../db/columns.js';
import { enterpriseId, sysUser } from '../../db/tables/account.table.js';
import { device } from '../../db/tables/device.table.js';
import { soft } from '../../db/tables/soft.table.js';

export { device };

/** A device's enrolments and online / offline transitions. */
export const deviceEvent = pgTable(
  'device_event',
  {
    id: id(),
    deviceId: bigint('device_id', { mode: 'number' })
      .notNull()
      .references(() => device.id, { onDelete: 'cascade' }),
    /** enrolled, online or offline. */
    kind: varchar('kind', { length: 10 }).notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('device_event_device_idx').on(t.deviceId, t.at.desc())],
);

/**
 * One command for one device and its lifecycle (DESIGN §11): queued → sent → succeeded | failed
 * | rejected, or expired, timed_out, cancelled. `args` holds ids only (a software, a staff member,
 * a package); what the agent receives is built from them when it is leased.
 */
export const deviceCommand = pgTable(
  'device_command',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    deviceId: bigint('device_id', { mode: 'number' }).notNull(),
    command: varchar('command', { length: 10 }).notNull(),
    args: jsonb('args')
      .$type<{ softId?: number | null; workerId?: number | null; packageId?: number }>()
      .notNull(),
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    /** A sent command's result is due by then, or it is sent again (or times out). */
    leaseUntil: at('lease_until'),
    /** Not fetched by then: expired. */
    expiresAt: at('expires_at').notNull(),
    finishedAt: at('finished_at'),
    detail: text('detail'),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => sysUser.id, {
      onDelete: 'set null',
    }),
    ...auditColumns(),
  },
  (t) => [
    sameEnterprise(
      'device_command_device',
      [t.enterpriseId, t.deviceId],
      [device.enterpriseId, device.id],
      'cascade',
    ),
    index('device_command_list_idx').on(t.enterpriseId, t.id.desc()),
    index('device_command_device_idx').on(t.deviceId, t.id.desc()),
    // The lease query and the sweeper read only commands still in flight.
    index('device_command_open_idx')
      .on(t.deviceId, t.id)
      .where(sql`${t.status} in ('queued', 'sent')`),
    index('device_command_time_idx').on(t.createTime),
    unique('device_command_enterprise_id_id_uq').on(t.enterpriseId, t.id),
  ],
);

/** Every transition of a command, with its time: 设备控制 shows them. */
export const deviceCommandEvent = pgTable(
  'device_command_event',
  {
    id: id(),
    commandId: bigint('command_id', { mode: 'number' })
      .notNull()
      .references(() => deviceCommand.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).notNull(),
    at: at('at').notNull().defaultNow(),
    detail: varchar('detail', { length: 500 }),
  },
  (t) => [index('device_command_event_idx').on(t.commandId, t.id)],
);

/**
 * 部署管理: one version of a published software as a zip in the storage service, rolled out to
 * devices by `update` commands. The bytes live under `storedName` in `backend`.
 */
export const deployPackage = pgTable(
  'deploy_package',
  {
    id: id(),
    softId: bigint('soft_id', { mode: 'number' })
      .notNull()
      .references(() => soft.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 50 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    storedName: varchar('stored_name', { length: 64 }).notNull().unique(),
    backend: varchar('backend', { length: 8 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('deploy_package_version_uq').on(t.softId, t.version),
    index('deploy_package_time_idx').on(t.createTime.desc(), t.id),
  ],
);
