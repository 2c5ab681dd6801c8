import {
  GEN_ROWS_COUNTED,
  GEN_TABLE_NAME_MESSAGE,
  type GenTable,
  type GenTableQuery,
} from '@coalsim/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { escapeLike } from '../../lib/sql.js';
import { IDENTIFIER } from './gen-names.js';
import { describedAs, notedWith } from './table-notes.js';

/**
 * What 代码生成 reads from the database: only the app's own schema, only base tables, only
 * through parameterised catalog queries (information_schema and pg_catalog for the comments).
 */
export const APP_SCHEMA = 'public';

export const tableMissing = (name: string) =>
  `数据库中没有表 ${name}（只列出 ${APP_SCHEMA} 模式中的普通表），请刷新表列表后重试`;

export type CatalogTable = Pick<GenTable, 'tableName' | 'comment' | 'columnCount' | 'rows'>;

/** One column as the catalog describes it. */
export interface DbColumn {
  name: string;
  /** information_schema's udt_name: int4, varchar, timestamptz … */
  udt: string;
  /** The type as PostgreSQL prints it, e.g. `character varying(100)`. */
  dbType: string;
  nullable: boolean;
  /** The default as SQL text (pg_get_expr), or null. */
  defaultSql: string | null;
  /** `ALWAYS` or `BY DEFAULT` for an identity column, else null. */
  identity: 'ALWAYS' | 'BY DEFAULT' | null;
  maxLength: number | null;
  precision: number | null;
  scale: number | null;
  comment: string;
}

export interface DbTable {
  name: string;
  comment: string;
  columns: DbColumn[];
  primaryKey: string[];
  /** Columns that carry a unique constraint of their own (one column each). */
  unique: string[];
}

const tableFilter = (name: string | undefined) => {
  if (!name) return sql`true`;
  const pattern = `%${escapeLike(name)}%`;
  const comment = sql`coalesce(obj_description(c.oid, 'pg_class'), '')`;
  // 说明 as shown: the comment, or for one of ours without one its line in table-notes.ts.
  const noted = notedWith(name);
  const byNote = noted.length ? sql` or (${comment} = '' and t.table_name in ${noted})` : sql``;
  return sql`(t.table_name ilike ${pattern} or ${comment} ilike ${pattern}${byNote})`;
};

const fromTables = (name: string | undefined) => sql`
  from information_schema.tables t
  join pg_namespace n on n.nspname = t.table_schema
  join pg_class c on c.relnamespace = n.oid and c.relname = t.table_name
  where t.table_schema = ${APP_SCHEMA} and t.table_type = 'BASE TABLE' and ${tableFilter(name)}`;

/**
 * The rows of a table PostgreSQL never analysed (reltuples -1: a new table, or a small one
 * autovacuum has not reached), counted now but only up to GEN_ROWS_COUNTED, so a page of the list
 * reads at most that many rows per table. Names come from the catalog, quoted as identifiers.
 */
async function countRows(db: Db, tableName: string): Promise<GenTable['rows']> {
  const counted = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
    from (select 1 from ${sql.identifier(APP_SCHEMA)}.${sql.identifier(tableName)} limit ${GEN_ROWS_COUNTED + 1}) s`);
  const n = counted.rows[0]?.n ?? 0;
  return n > GEN_ROWS_COUNTED ? { count: GEN_ROWS_COUNTED, kind: 'more' } : { count: n, kind: 'exact' };
}

export async function listCatalogTables(db: Db, query: GenTableQuery) {
  const descending = query.sort[0]?.direction === 'desc';
  const [rows, total] = await Promise.all([
    db.execute<{ table_name: string; comment: string; column_count: number; reltuples: number }>(sql`
      select t.table_name::text as table_name,
             coalesce(obj_description(c.oid, 'pg_class'), '') as comment,
             (select count(*) from pg_attribute a
               where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)::int as column_count,
             c.reltuples::float8 as reltuples
      ${fromTables(query.name)}
      order by t.table_name ${descending ? sql`desc` : sql`asc`}
      limit ${query.size} offset ${query.page * query.size}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${fromTables(query.name)}`),
  ]);
  const content: CatalogTable[] = [];
  for (const r of rows.rows) {
    content.push({
      tableName: r.table_name,
      comment: describedAs(r.table_name, r.comment),
      columnCount: r.column_count,
      rows:
        r.reltuples >= 0
          ? { count: Math.round(r.reltuples), kind: 'estimate' }
          : await countRows(db, r.table_name),
    });
  }
  return { content, totalElements: total.rows[0]?.n ?? 0 };
}

type ColumnRow = {
  name: string;
  udt: string;
  db_type: string;
  nullable: boolean;
  default_sql: string | null;
  identity: 'ALWAYS' | 'BY DEFAULT' | null;
  max_length: number | null;
  precision: number | null;
  scale: number | null;
  comment: string;
};

/** The table's columns, primary key and single-column unique constraints; 404 for no such table. */
export async function readTable(db: Db, name: string): Promise<DbTable> {
  if (!IDENTIFIER.test(name)) throw badRequest(GEN_TABLE_NAME_MESSAGE);
  const found = await db.execute<{ comment: string }>(sql`
    select coalesce(obj_description(c.oid, 'pg_class'), '') as comment
    from information_schema.tables t
    join pg_namespace n on n.nspname = t.table_schema
    join pg_class c on c.relnamespace = n.oid and c.relname = t.table_name
    where t.table_schema = ${APP_SCHEMA} and t.table_type = 'BASE TABLE' and t.table_name = ${name}`);
  const table = found.rows[0];
  if (!table) throw notFound(tableMissing(name));
  const [columns, keys] = await Promise.all([
    db.execute<ColumnRow>(sql`
      select col.column_name::text as name, col.udt_name::text as udt,
             format_type(a.atttypid, a.atttypmod) as db_type,
             col.is_nullable = 'YES' as nullable,
             pg_get_expr(d.adbin, d.adrelid) as default_sql,
             case when col.is_identity = 'YES' then col.identity_generation::text end as identity,
             col.character_maximum_length::int as max_length,
             col.numeric_precision::int as precision, col.numeric_scale::int as scale,
             coalesce(col_description(c.oid, a.attnum), '') as comment
      from information_schema.columns col
      join pg_namespace n on n.nspname = col.table_schema
      join pg_class c on c.relnamespace = n.oid and c.relname = col.table_name
      join pg_attribute a on a.attrelid = c.oid and a.attname = col.column_name
      left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where col.table_schema = ${APP_SCHEMA} and col.table_name = ${name}
      order by col.ordinal_position`),
    db.execute<{ kind: string; columns: string[] }>(sql`
      select tc.constraint_type::text as kind,
             array_agg(k.column_name::text order by k.ordinal_position) as columns
      from information_schema.table_constraints tc
      join information_schema.key_column_usage k
        on k.constraint_schema = tc.constraint_schema and k.constraint_name = tc.constraint_name
       and k.table_name = tc.table_name
      where tc.table_schema = ${APP_SCHEMA} and tc.table_name = ${name}
        and tc.constraint_type in ('PRIMARY KEY', 'UNIQUE')
      group by tc.constraint_name, tc.constraint_type`),
  ]);
  const primary = keys.rows.find((k) => k.kind === 'PRIMARY KEY');
  return {
    name,
    comment: describedAs(name, table.comment),
    columns: columns.rows.map((r) => ({
      name: r.name,
      udt: r.udt,
      dbType: r.db_type,
      nullable: r.nullable,
      defaultSql: r.default_sql,
      identity: r.identity,
      maxLength: r.max_length,
      precision: r.precision,
      scale: r.scale,
      comment: r.comment,
    })),
    primaryKey: primary?.columns ?? [],
    unique: keys.rows.filter((k) => k.kind === 'UNIQUE' && k.columns.length === 1).map((k) => k.columns[0]!),
  };
}
