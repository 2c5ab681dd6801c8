import { sql } from 'drizzle-orm';
import { index, pgTable, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { at, auditColumns, id } from '../columns.js';
import { enterpriseId } from './account.table.js';

// Here, below the device module, because training (启动记录), statistics and the ilab-x door
// read devices too, and the device module reads training's launches: no module loop.
/**
 * 设备: a machine in a training room that runs simulations, with the agent that acts for it. The
 * agent's secret and the pending enrolment code are kept as SHA-256 digests only: both are
 * random 256-bit / 40-bit values, and a read of this table gives nobody a way in.
 * Every heartbeat rewrites `last_seen`: no index holds it, and the table keeps 30 % of each page
 * free (fillfactor 70, set in migration 0017), so the update is a HOT one that touches no index.
 */
export const device = pgTable(
  'device',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    name: varchar('name', { length: 50 }).notNull(),
    /** A value of the `device_type` dictionary. */
    type: varchar('type', { length: 50 }).notNull(),
    /**
     * Unique within its enterprise (case aside): the agent names it when it enrols, beside the
     * code that picks the row. Not across enterprises, so that registering a device never tells
     * one enterprise what another has (and a machine handed on can be registered by its new owner).
     */
    serial: varchar('serial', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 15 }).notNull().default(''),
    location: varchar('location', { length: 100 }).notNull().default(''),
    room: varchar('room', { length: 50 }).notNull().default(''),
    /** online or offline as last recorded (the transitions are in device_event). */
    status: varchar('status', { length: 8 }).notNull().default('offline'),
    /** idle or busy, as the last heartbeat said. */
    state: varchar('state', { length: 8 }).notNull().default('idle'),
    lastSeen: at('last_seen'),
    agentVersion: varchar('agent_version', { length: 50 }),
    softVersion: varchar('soft_version', { length: 50 }),
    secretSha256: varchar('secret_sha256', { length: 64 }),
    enrolledAt: at('enrolled_at'),
    enrolCodeSha256: varchar('enrol_code_sha256', { length: 64 }),
    enrolCodeExpiresAt: at('enrol_code_expires_at'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('device_enterprise_serial_uq').on(t.enterpriseId, sql`lower(${t.serial})`),
    uniqueIndex('device_secret_uq').on(t.secretSha256),
    uniqueIndex('device_enrol_code_uq').on(t.enrolCodeSha256),
    index('device_list_idx').on(t.enterpriseId, t.id.desc()),
    unique('device_enterprise_id_id_uq').on(t.enterpriseId, t.id),
  ],
);
