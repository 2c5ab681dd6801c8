import type { GenColumnKind } from '@coalsim/contract';

import { tsString } from './gen-literals.js';
import type { DbColumn } from './table-catalog.js';

/**
 * PostgreSQL types the generator understands, each with how its value travels (kind), the drizzle
 * builder that declares it, and the drizzle column type the project's own tables use for it.
 * Anything else (json, arrays, enums, bytea …) is `other`: left out of the generated module.
 */
interface TypeInfo {
  kind: GenColumnKind;
  /** The drizzle builder and its options for a column named `name`; null: no declaration known. */
  builder: ((c: DbColumn) => string) | null;
  /** drizzle's `columnType` of a matching column in one of our own tables. */
  drizzleTypes: string[];
}

const named = (c: DbColumn) => tsString(c.name);

const TYPES: Record<string, TypeInfo> = {
  int2: {
    kind: 'int',
    builder: (c) => `smallint(${named(c)})`,
    drizzleTypes: ['PgSmallInt', 'PgSmallSerial'],
  },
  int4: { kind: 'int', builder: (c) => `integer(${named(c)})`, drizzleTypes: ['PgInteger', 'PgSerial'] },
  int8: {
    kind: 'int',
    builder: (c) => `bigint(${named(c)}, { mode: 'number' })`,
    drizzleTypes: ['PgBigInt53', 'PgBigSerial53'],
  },
  numeric: {
    kind: 'decimal',
    builder: (c) =>
      c.precision === null
        ? `numeric(${named(c)}, { mode: 'number' })`
        : `numeric(${named(c)}, { precision: ${c.precision}, scale: ${c.scale ?? 0}, mode: 'number' })`,
    drizzleTypes: ['PgNumericNumber'],
  },
  float4: { kind: 'decimal', builder: (c) => `real(${named(c)})`, drizzleTypes: ['PgReal'] },
  float8: {
    kind: 'decimal',
    builder: (c) => `doublePrecision(${named(c)})`,
    drizzleTypes: ['PgDoublePrecision'],
  },
  varchar: {
    kind: 'text',
    builder: (c) =>
      c.maxLength ? `varchar(${named(c)}, { length: ${c.maxLength} })` : `varchar(${named(c)})`,
    drizzleTypes: ['PgVarchar'],
  },
  bpchar: {
    kind: 'text',
    builder: (c) => `char(${named(c)}, { length: ${c.maxLength ?? 1} })`,
    drizzleTypes: ['PgChar'],
  },
  text: { kind: 'text', builder: (c) => `text(${named(c)})`, drizzleTypes: ['PgText'] },
  bool: { kind: 'bool', builder: (c) => `boolean(${named(c)})`, drizzleTypes: ['PgBoolean'] },
  date: {
    kind: 'date',
    builder: (c) => `date(${named(c)}, { mode: 'string' })`,
    drizzleTypes: ['PgDateString'],
  },
  timestamptz: {
    kind: 'datetime',
    builder: (c) => `timestamp(${named(c)}, { withTimezone: true })`,
    drizzleTypes: ['PgTimestamp'],
  },
  timestamp: { kind: 'datetime', builder: (c) => `timestamp(${named(c)})`, drizzleTypes: ['PgTimestamp'] },
  json: { kind: 'other', builder: (c) => `json(${named(c)})`, drizzleTypes: ['PgJson'] },
  jsonb: { kind: 'other', builder: (c) => `jsonb(${named(c)})`, drizzleTypes: ['PgJsonb'] },
};

/** An array of a type declared here (`_int8` is bigint[]): the element's builder and `.array()`. */
function arrayOf(udt: string): TypeInfo | undefined {
  const element = udt.startsWith('_') ? TYPES[udt.slice(1)] : undefined;
  const builder = element?.builder;
  return builder ? { kind: 'other', builder: (c) => `${builder(c)}.array()`, drizzleTypes: [] } : undefined;
}

const SERIAL: Record<string, string> = {
  int2: 'smallserial',
  int4: 'serial',
  int8: 'bigserial',
};

export function kindOf(column: DbColumn): GenColumnKind {
  return TYPES[column.udt]?.kind ?? 'other';
}

/** The smallest and largest value of an integer column, as the generated schema checks them. */
export function intRange(column: DbColumn): [string, string] {
  if (column.udt === 'int2') return ['-32768', '32767'];
  if (column.udt === 'int4') return ['-2147483648', '2147483647'];
  // bigint travels as a JS number: within 2^53, as the project's own ids.
  return ['Number.MIN_SAFE_INTEGER', 'Number.MAX_SAFE_INTEGER'];
}

/** A sequence default (`nextval('t_id_seq'::regclass)`): the column is a serial. */
const isSerial = (c: DbColumn) => c.defaultSql !== null && /^nextval\(/i.test(c.defaultSql);

/** A database-side default, copied into the declaration so that drizzle-kit's migration makes the same. */
function defaultOf(c: DbColumn): string {
  const d = c.defaultSql?.trim();
  if (!d || isSerial(c)) return '';
  if (/^(now\(\)|CURRENT_TIMESTAMP)$/i.test(d) && kindOf(c) === 'datetime') return '.defaultNow()';
  if (/^(true|false)$/i.test(d)) return `.default(${d.toLowerCase()})`;
  const kind = kindOf(c);
  // `0`, `(-1)`, `'0'::numeric`, `1.5`: a number for a number column.
  const numeric = /^\(?'?(-?\d+(\.\d+)?)'?\)?(::[a-z ]+)?$/i.exec(d);
  if (numeric && (kind === 'int' || kind === 'decimal')) return `.default(${Number(numeric[1])})`;
  // `'open'::character varying`, `'2024-01-01'::date`: the text itself for a text or date column.
  const quoted = /^'((?:[^']|'')*)'(::[a-z ]+(\(\d+\))?)?$/i.exec(d);
  if (quoted && (kind === 'text' || kind === 'date'))
    return `.default(${tsString(quoted[1]!.replaceAll("''", "'"))})`;
  // Anything else is PostgreSQL's own text of the expression, kept as SQL (inside a string literal).
  return `.default(sql.raw(${tsString(d)}))`;
}

/**
 * The drizzle declaration of a column of a table the generator declares: builder, identity or
 * serial, primary key, not null, unique and default. Null when its type has no declaration here.
 */
export function drizzleColumn(c: DbColumn, opts: { primaryKey: boolean; unique: boolean }): string | null {
  const info = TYPES[c.udt] ?? arrayOf(c.udt);
  if (!info?.builder) return null;
  let out: string;
  if (isSerial(c) && SERIAL[c.udt]) {
    out = `${SERIAL[c.udt]}(${named(c)}${c.udt === 'int8' ? ", { mode: 'number' }" : ''})`;
  } else {
    out = info.builder(c);
    if (c.identity === 'ALWAYS') out += '.generatedAlwaysAsIdentity()';
    if (c.identity === 'BY DEFAULT') out += '.generatedByDefaultAsIdentity()';
  }
  if (opts.primaryKey) out += '.primaryKey()';
  else if (!c.nullable) out += '.notNull()';
  if (opts.unique && !opts.primaryKey) out += '.unique()';
  if (!c.identity) out += defaultOf(c);
  return out;
}

/** The drizzle builders a declaration of these columns imports (sorted, for the import line). */
export function drizzleImports(declarations: string[]): string[] {
  const used = new Set<string>();
  for (const d of declarations) {
    const builder = /^([a-zA-Z]+)\(/.exec(d)?.[1];
    if (builder) used.add(builder);
  }
  return [...used].sort((a, b) => a.localeCompare(b));
}

/**
 * For one of our own tables: whether drizzle declares the column the way the generated code
 * expects its values (numbers as numbers, dates as strings …); a different mode is left out.
 */
export function matchesOurColumn(c: DbColumn, drizzleType: string | undefined): boolean {
  return drizzleType !== undefined && (TYPES[c.udt]?.drizzleTypes.includes(drizzleType) ?? false);
}

/** Whether the column's value is generated by the database (identity, serial). */
export const isGenerated = (c: DbColumn) => c.identity !== null || isSerial(c);
