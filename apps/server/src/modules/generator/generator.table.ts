import type { GenColumnSettings } from '@coalsim/contract';
import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';

import { auditColumns, id } from '../../db/columns.js';

/**
 * One column's settings in 代码生成 (what the list, form and search do with it): the contract's
 * GenColumnSettings, kept as JSON; a table's columns are read again on each use, so only choices live here.
 */
export type GenColumnConfig = GenColumnSettings;

/** 代码生成: the saved settings of one table (unsaved tables get defaults from their columns). */
export const codeGenConfig = pgTable('code_gen_config', {
  id: id(),
  tableName: varchar('table_name', { length: 63 }).notNull().unique(),
  /** The domain folder the files go into (contract, server module, web feature). */
  moduleName: varchar('module_name', { length: 50 }).notNull(),
  /** The page's Chinese title and menu name. */
  label: varchar('label', { length: 50 }).notNull(),
  /** e.g. `/api/mineSite` */
  apiPath: varchar('api_path', { length: 100 }).notNull(),
  /** e.g. `mineSite` → mineSite:list, mineSite:add, … */
  permissionPrefix: varchar('permission_prefix', { length: 50 }).notNull(),
  columns: jsonb('columns').$type<GenColumnConfig[]>().notNull().default([]),
  ...auditColumns(),
});
