import type { GenColumn, GenConfig, GenMode } from '@coalsim/contract';

import { drizzleColumn, intRange } from './column-kinds.js';
import { mustBeGiven } from './gen-columns.js';
import { camelCase, constantCase, IDENTIFIER, isSpecialKey, kebabCase, pascalCase } from './gen-names.js';
import type { OurTable } from './our-tables.js';
import type { DbColumn, DbTable } from './table-catalog.js';

/** One column as the templates use it: its names, its value's kind and the chosen settings. */
export interface GenField extends GenColumn {
  /** The API's property: `opened_on` → `openedOn`. */
  prop: string;
  /** The drizzle table's property (ours may differ from prop). */
  key: string;
  db: DbColumn;
  /** The API refuses a missing or empty value. */
  required: boolean;
  unique: boolean;
  /** For integers, the bounds the schema checks: [min, max] as TypeScript expressions. */
  range: [string, string] | null;
}

export interface GenModel {
  table: string;
  /** mineSite, MineSite, mine-site, MINE_SITE */
  entity: string;
  Entity: string;
  kebab: string;
  CONSTANT: string;
  moduleName: string;
  label: string;
  apiPath: string;
  /** The drizzle table's name in code: declared by the generator, or one of ours from src/schema.ts. */
  tableConst: string;
  ours: boolean;
  /** Declarations of every column, for a table the generator declares. */
  declarations: { key: string; comment: string; code: string }[];
  /** What the module offers (crud, no 新增, list and 导出 only) and the notes saying why. */
  mode: GenMode;
  notes: string[];
  /** The integer key rows are found by; always there unless the mode is `read`. */
  pk: GenField;
  /** The columns that order the list when nothing else does: the key, the primary key's columns, or the first. */
  keys: GenField[];
  /** Editable columns (role field), in the table's order. */
  fields: GenField[];
  /** Every column the API sends: pk, fields, audit columns. */
  sent: GenField[];
  audit: { createTime?: GenField; updateTime?: GenField; createBy?: GenField; updateBy?: GenField };
}

/**
 * The drizzle declarations of a table that is not ours, and the columns left out of them (a note
 * says so): a type drizzle cannot declare, or a name that is no identifier or clashes as a key.
 */
export function declarationsOf(table: DbTable): { declared: GenModel['declarations']; left: DbColumn[] } {
  const declared: GenModel['declarations'] = [];
  const left: DbColumn[] = [];
  for (const c of table.columns) {
    const key = camelCase(c.name);
    const code = drizzleColumn(c, {
      primaryKey: table.primaryKey.length === 1 && table.primaryKey[0] === c.name,
      unique: table.unique.includes(c.name),
    });
    const named = IDENTIFIER.test(c.name) && !isSpecialKey(key) && !declared.some((d) => d.key === key);
    if (code && named) declared.push({ key, comment: c.comment, code });
    else left.push(c);
  }
  return { declared, left };
}

/** The model of a configuration without problems (the caller checked `config.problems`). */
export function buildModel(config: GenConfig, table: DbTable, ours: OurTable | undefined): GenModel {
  const dbColumn = new Map(table.columns.map((c) => [c.name, c]));
  const keyOf = (name: string) => (ours ? ours.keys.get(name)! : camelCase(name));
  const toField = (c: GenColumn): GenField => {
    const db = dbColumn.get(c.columnName)!;
    return {
      ...c,
      prop: camelCase(c.columnName),
      key: keyOf(c.columnName),
      db,
      required: c.role === 'field' && (c.notNull || mustBeGiven(db)),
      unique: table.unique.includes(c.columnName),
      range: c.kind === 'int' ? intRange(db) : null,
    };
  };
  const used = config.columns.filter((c) => c.role !== 'skipped').map(toField);
  const byName = (name: string) => used.find((f) => f.role === 'audit' && f.columnName === name);
  const entity = config.permissionPrefix;
  const pk = used.find((f) => f.role === 'pk');
  const primary = table.primaryKey.map((name) => used.find((f) => f.columnName === name));
  const keys = pk
    ? [pk]
    : primary.length && primary.every(Boolean)
      ? (primary as GenField[])
      : used.slice(0, 1);
  return {
    table: table.name,
    entity,
    Entity: pascalCase(entity),
    kebab: kebabCase(entity),
    CONSTANT: constantCase(entity),
    moduleName: config.moduleName,
    label: config.label,
    apiPath: config.apiPath,
    tableConst: ours ? ours.exportName : entity,
    ours: ours !== undefined,
    declarations: ours ? [] : declarationsOf(table).declared,
    mode: config.mode,
    notes: config.notes,
    // Read-only modules never use the key; the others always have one (gen-scope.ts).
    pk: pk ?? keys[0]!,
    keys,
    fields: used.filter((f) => f.role === 'field'),
    sent: used,
    audit: {
      createTime: byName('create_time'),
      updateTime: byName('update_time'),
      createBy: byName('create_by'),
      updateBy: byName('update_by'),
    },
  };
}
