import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';

/**
 * 数据库备份: one row per backup file kept in the storage service. The catalog itself is never in
 * a backup's data, and a restore carries the current catalog over into the restored database, so
 * restoring an older backup does not forget the backups taken after it.
 */
export const databaseBackup = pgTable(
  'database_backup',
  {
    id: id(),
    /** The name a download gets, e.g. `coalsim-20261128-183000.zip`. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    storedName: varchar('stored_name', { length: 64 }).notNull().unique(),
    backend: varchar('backend', { length: 8 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** How many migrations the database had: a backup newer than the running code is refused. */
    schemaVersion: integer('schema_version').notNull(),
    /** The last migration's tag, e.g. `0018_ops_tools`. */
    schemaTag: varchar('schema_tag', { length: 100 }).notNull(),
    tables: integer('tables').notNull(),
    rows: bigint('rows', { mode: 'number' }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** manual | scheduled | uploaded */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** pending | passed | failed: the check run after the file is written. */
    verifyStatus: varchar('verify_status', { length: 16 }).notNull().default('pending'),
    verifyMessage: varchar('verify_message', { length: 500 }).notNull().default(''),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [index('database_backup_time_idx').on(t.createTime.desc(), t.id)],
);
