import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, varchar } from 'drizzle-orm/pg-core';

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
    ...auditColumns(),
  },
  (t) => [
    index('sys_storage_purpose_time_idx').on(t.purpose, t.createTime.desc(), t.id),
    index('sys_storage_search_trgm_idx').using('gin', sql`(${t.name} || ' ' || ${t.realName}) gin_trgm_ops`),
  ],
);
