import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

import * as schema from '../../schema.js';

/** One of the project's own drizzle tables, as generated code would import it. */
export interface OurTable {
  /** Its export in src/schema.ts, e.g. `sysJob`. */
  exportName: string;
  /** drizzle's column type per database column name, e.g. `create_time` → `PgTimestamp`. */
  columnTypes: Map<string, string>;
  /** The drizzle table's property per database column name, e.g. `create_time` → `createTime`. */
  keys: Map<string, string>;
}

let byName: Map<string, OurTable> | undefined;

/** The project's tables by their database name (read once from src/schema.ts). */
function ourTables(): Map<string, OurTable> {
  if (byName) return byName;
  byName = new Map();
  for (const [exportName, value] of Object.entries(schema)) {
    if (!is(value, PgTable)) continue;
    const columns = Object.entries(getTableColumns(value));
    byName.set(getTableName(value), {
      exportName,
      columnTypes: new Map(columns.map(([, c]) => [c.name, c.columnType])),
      keys: new Map(columns.map(([key, c]) => [c.name, key])),
    });
  }
  return byName;
}

export function ourTable(tableName: string): OurTable | undefined {
  return ourTables().get(tableName);
}

/** Whether src/schema.ts already exports something under this name. */
export function isSchemaExport(name: string): boolean {
  return Object.hasOwn(schema, name);
}

/** The database names of the project's tables, sorted. */
export const ourTableNames = () => [...ourTables().keys()].sort();
