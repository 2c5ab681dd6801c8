import { bigint, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';

/** A named list of choices (`soft_category`, `user_status`, …). */
export const sysDict = pgTable('sys_dict', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  description: varchar('description', { length: 255 }),
  ...auditColumns(),
});

/** One choice of a dictionary; values are strings, even for booleans (eladmin's convention). */
export const sysDictDetail = pgTable(
  'sys_dict_detail',
  {
    id: id(),
    dictId: bigint('dict_id', { mode: 'number' })
      .notNull()
      .references(() => sysDict.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 100 }).notNull(),
    value: varchar('value', { length: 100 }).notNull(),
    dictSort: integer('dict_sort').notNull().default(999),
    ...auditColumns(),
  },
  (t) => [index('sys_dict_detail_dict_idx').on(t.dictId, t.dictSort)],
);
