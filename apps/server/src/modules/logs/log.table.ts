import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

import { id } from '../../db/columns.js';

/**
 * 操作日志 and 异常日志 (DESIGN §10 `sys_log`): append-only, written in batches off the request
 * path. No foreign key to the user: a log outlives the account it names.
 */
export const sysLog = pgTable(
  'sys_log',
  {
    id: id(),
    /** INFO: a write or a sign-in; ERROR: a failure of the server (5xx), with its stack. */
    logType: varchar('log_type', { length: 8 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    username: varchar('username', { length: 64 }),
    description: varchar('description', { length: 100 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    /** Query and body as JSON with secrets masked, cut at a few kilobytes. */
    params: text('params'),
    requestIp: varchar('request_ip', { length: 64 }),
    browser: varchar('browser', { length: 100 }),
    time: integer('time').notNull(),
    status: smallint('status').notNull(),
    message: varchar('message', { length: 500 }),
    exceptionDetail: text('exception_detail'),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sys_log_type_time_idx').on(t.logType, t.createTime.desc(), t.id),
    index('sys_log_user_time_idx').on(t.userId, t.createTime.desc()),
    index('sys_log_search_trgm_idx').using(
      'gin',
      sql`(coalesce(${t.username}, '') || ' ' || ${t.description} || ' ' || ${t.path}) gin_trgm_ops`,
    ),
  ],
);
