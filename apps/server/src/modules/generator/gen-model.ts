import type { GenColumn, GenConfig } from '@coalsim/contract';

import { drizzleColumn, intRange } from './column-kinds.js';
import { mustBeGiven } from './gen-columns.js';
import { camelCase, constantCase, kebabCase, pascalCase } from './gen-names.js';
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
  pk: GenField;
  /** Editable columns (role field), in the table's order. */
  fields: GenField[];
  /** Every column the API sends: pk, fields, audit columns. */
  sent: GenField[];
  audit: { createTime?: GenField; updateTime?: GenField; createBy?: GenField; updateBy?: GenField };
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
    declarations: ours
      ? []
      : table.columns.map((c) => ({
          key: camelCase(c.name),
          comment: c.comment,
          code: drizzleColumn(c, {
            primaryKey: table.primaryKey.length === 1 && table.primaryKey[0] === c.name,
            unique: table.unique.includes(c.name),
          })!,
        })),
    pk: used.find((f) => f.role === 'pk')!,
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
