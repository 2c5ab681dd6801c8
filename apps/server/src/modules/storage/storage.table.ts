import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';

/**
 * Every uploaded file (DESIGN §10 `sys_storage`): 存储管理's files, editor pictures, avatars. The
 * bytes live under `stored_name` in the backend the row names; the client's file name is kept only
 * as text (`real_name`), never used as a path.
 */
export const sysStorage = pgTable(
  'sys_storage',
  {
    id: id(),
    /** Display name, editable in 存储管理. */
    name: varchar('name', { length: 100 }).notNull(),
    /** The name the file was uploaded under, offered on download. */
    realName: varchar('real_name', { length: 255 }).notNull(),
    /** Random hex plus the detected extension; the key in the backend and the URL's last part. */
    storedName: varchar('stored_name', { length: 64 }).notNull().unique(),
    suffix: varchar('suffix', { length: 10 }).notNull(),
    category: varchar('category', { length: 10 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** `local` or `s3`: where the bytes are, whatever STORAGE says today. */
    backend: varchar('backend', { length: 8 }).notNull(),
    /** `file` (存储管理), `picture` (editor images) or `avatar`. */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    uploaderId: bigint('uploader_id', { mode: 'number' }),
    /**
     * The enterprise whose storage quota the file counts against (the uploader's when uploaded);
     * null for an individual's or platform staff's upload. Enterprises are never deleted.
     */
    enterpriseId: bigint('enterprise_id', { mode: 'number' }),
    /**
     * Since when nothing refers to the file (sys_file_ref); null while something does. Set at
     * upload and kept by the triggers of migration 0013; the cleanup job removes single-use
     * uploads (pictures, avatars, logos) released for 7 days.
     */
    releasedAt: timestamp('released_at', { withTimezone: true }).defaultNow(),
    ...auditColumns(),
  },
  (t) => [
    index('sys_storage_enterprise_idx').on(t.enterpriseId),
    index('sys_storage_uploader_idx').on(t.uploaderId),
    index('sys_storage_released_idx').on(t.releasedAt),
    index('sys_storage_purpose_time_idx').on(t.purpose, t.createTime.desc(), t.id),
    index('sys_storage_search_trgm_idx').using('gin', sql`(${t.name} || ' ' || ${t.realName}) gin_trgm_ops`),
  ],
);

/**
 * Where a stored file is used: one row per (file, owner row). Written only by the database's own
 * triggers on the tables that show files (soft, news, enterprise, sys_user; migration 0013), from
 * every stored name their file columns mention, so no write path can forget it. 存储管理 refuses
 * to delete a file that has a row here.
 */
export const sysFileRef = pgTable(
  'sys_file_ref',
  {
    storedName: varchar('stored_name', { length: 64 }).notNull(),
    /** The table of the row that shows the file. */
    ownerTable: varchar('owner_table', { length: 32 }).notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storedName, t.ownerTable, t.ownerId] }),
    index('sys_file_ref_owner_idx').on(t.ownerTable, t.ownerId),
  ],
);
