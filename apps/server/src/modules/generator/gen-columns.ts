import {
  GEN_FORM_TYPES_BY_KIND,
  GEN_QUERY_TYPES_BY_KIND,
  type GenColumn,
  type GenColumnSettings,
} from '@coalsim/contract';

import { drizzleColumn, isGenerated, kindOf, matchesOurColumn } from './column-kinds.js';
import { commentText, labelFrom, oneLine } from './gen-literals.js';
import { badColumnName, camelCase, IDENTIFIER, isSpecialKey, PAGING_KEYS } from './gen-names.js';
import type { OurTable } from './our-tables.js';
import type { DbColumn, DbTable } from './table-catalog.js';

/** Columns the server fills in itself, with the kind each must have to be treated so. */
export const AUDIT_COLUMNS: Record<string, 'datetime' | 'text'> = {
  create_time: 'datetime',
  update_time: 'datetime',
  create_by: 'text',
  update_by: 'text',
};

const AUDIT_LABELS: Record<string, string> = {
  create_time: '创建时间',
  update_time: '修改时间',
  create_by: '创建人',
  update_by: '修改人',
};

/** A NOT NULL column the database cannot fill in: every insert must name it. */
export const mustBeGiven = (c: DbColumn) => !c.nullable && c.defaultSql === null && !isGenerated(c);

/** The role and, for a column left out, the reason: from its name, type and the table. */
function roleOf(c: DbColumn, table: DbTable, ours: OurTable | undefined, taken: Set<string>) {
  const kind = kindOf(c);
  const prop = camelCase(c.name);
  if (!IDENTIFIER.test(c.name)) return { role: 'skipped' as const, problem: badColumnName(c.name) };
  if (isSpecialKey(prop)) {
    return {
      role: 'skipped' as const,
      problem: `列名 ${c.name} 在 TypeScript 对象中有特殊含义，请先重命名该列`,
    };
  }
  if (taken.has(prop)) {
    return {
      role: 'skipped' as const,
      problem: `列 ${c.name} 转换成属性名 ${prop} 后与另一列重名，请先重命名其中一列`,
    };
  }
  if (ours && !matchesOurColumn(c, ours.columnTypes.get(c.name))) {
    return {
      role: 'skipped' as const,
      problem: `项目的表定义中该列的类型或取值方式（${ours.columnTypes.get(c.name) ?? '未声明'}）不在生成范围内，生成的代码不读写该列`,
    };
  }
  if (table.primaryKey.length === 1 && table.primaryKey[0] === c.name && kind === 'int') {
    return { role: 'pk' as const, problem: null };
  }
  if (AUDIT_COLUMNS[c.name] === kind) return { role: 'audit' as const, problem: null };
  if (kind === 'other') {
    return {
      role: 'skipped' as const,
      problem: `类型 ${oneLine(c.dbType, 60)} 不在生成范围内（JSON、数组、枚举等），生成的代码不读写该列`,
    };
  }
  return { role: 'field' as const, problem: null };
}

function defaultSettings(c: DbColumn, role: GenColumn['role'], firstText: boolean): GenColumnSettings {
  const kind = kindOf(c);
  const label = role === 'pk' ? 'ID' : labelFrom(c.comment, c.name);
  const base = { columnName: c.name, label, dictName: '', notNull: false };
  const none = { ...base, listShow: false, formShow: false, queryShow: false, queryType: 'eq' as const };
  if (role === 'skipped') return { ...none, formType: 'input' };
  if (role === 'pk') return { ...none, formType: 'number' };
  const formType =
    kind === 'int' || kind === 'decimal'
      ? 'number'
      : kind === 'bool'
        ? 'switch'
        : kind === 'date'
          ? 'date'
          : kind === 'datetime'
            ? 'datetime'
            : c.maxLength !== null && c.maxLength <= 255
              ? 'input'
              : 'textarea';
  const queryType = kind === 'text' ? 'like' : kind === 'date' || kind === 'datetime' ? 'between' : 'eq';
  if (role === 'audit') {
    const created = c.name === 'create_time';
    return {
      ...none,
      label: c.comment ? label : AUDIT_LABELS[c.name]!,
      listShow: created,
      queryShow: created,
      queryType,
      formType,
    };
  }
  return {
    ...base,
    listShow: formType !== 'textarea',
    formShow: true,
    queryShow: firstText && formType === 'input',
    queryType,
    formType,
    notNull: mustBeGiven(c),
  };
}

export interface TableColumns {
  columns: GenColumn[];
  /** What stops generating for the table whatever the settings (what it only limits: gen-scope.ts). */
  problems: string[];
}

/**
 * The table's columns with their role and their settings: the saved ones where there are, else
 * defaults from the column (label from the comment, controls from the type).
 */
export function describeColumns(
  table: DbTable,
  ours: OurTable | undefined,
  saved: GenColumnSettings[] | undefined,
): TableColumns {
  const taken = new Set<string>();
  const savedByName = new Map((saved ?? []).map((s) => [s.columnName, s]));
  const problems: string[] = [];
  let firstText = true;
  const columns = table.columns.map((c): GenColumn => {
    const { role, problem } = roleOf(c, table, ours, taken);
    if (role !== 'skipped') taken.add(camelCase(c.name));
    const defaults = defaultSettings(c, role, firstText);
    if (defaults.queryShow && role === 'field') firstText = false;
    if (!ours && role !== 'skipped' && !drizzleColumn(c, { primaryKey: false, unique: false })) {
      problems.push(`列 ${c.name} 的类型 ${oneLine(c.dbType, 60)} 无法写入生成的表定义`);
    }
    const settings = role === 'skipped' ? defaults : { ...defaults, ...savedByName.get(c.name) };
    return {
      ...settings,
      columnName: c.name,
      dbType: c.dbType,
      kind: kindOf(c),
      role,
      nullable: c.nullable,
      hasDefault: c.defaultSql !== null || isGenerated(c),
      comment: c.comment,
      problem,
    };
  });
  // Defaults always show something in the list (a table of long texts only: its first column).
  if (!saved && !columns.some((c) => c.listShow)) {
    const first = columns.find((c) => c.role !== 'skipped');
    if (first) first.listShow = true;
  }
  return { columns, problems };
}

/** Why these settings cannot work for the column, or null. Messages name the column and the fix. */
export function settingsProblem(column: GenColumn, db: DbColumn): string | null {
  const name = `列 ${column.columnName}（${commentText(column.label, 50)}）`;
  if (column.role === 'skipped') {
    return column.listShow || column.formShow || column.queryShow
      ? `${name}不在生成范围内，不能显示或查询：${column.problem ?? ''}`
      : null;
  }
  if ((column.role === 'pk' || column.role === 'audit') && column.formShow) {
    return `${name}由服务端填写，不能出现在表单中`;
  }
  if (column.role === 'field' && !GEN_FORM_TYPES_BY_KIND[column.kind].includes(column.formType)) {
    return `${name}的类型只能使用表单控件：${GEN_FORM_TYPES_BY_KIND[column.kind].join('、')}`;
  }
  if (column.queryShow && !GEN_QUERY_TYPES_BY_KIND[column.kind].includes(column.queryType)) {
    return `${name}的类型只能使用查询方式：${GEN_QUERY_TYPES_BY_KIND[column.kind].join('、')}`;
  }
  if (column.queryShow && PAGING_KEYS.has(camelCase(column.columnName))) {
    return `${name}与分页参数同名，不能作为查询条件`;
  }
  const usesDict = column.formType === 'select' || column.formType === 'radio';
  if (column.role === 'field' && usesDict && !column.dictName) return `${name}使用下拉框或单选框，请选择字典`;
  if (column.dictName && !usesDict) return `${name}只有下拉框或单选框才能使用字典，请清空字典或更换控件`;
  if (column.role === 'field' && mustBeGiven(db) && !(column.formShow && column.notNull)) {
    return `${name}不能为空且没有默认值，必须在表单中显示并设为必填`;
  }
  if (column.notNull && !column.formShow) return `${name}设为必填时必须在表单中显示`;
  return null;
}

/** The settings a column's row stores, without what the catalog adds (type, comment, reasons). */
export function storedSettings(c: GenColumnSettings): GenColumnSettings {
  const { columnName, label, listShow, formShow, queryShow, queryType, formType, dictName, notNull } = c;
  return { columnName, label, listShow, formShow, queryShow, queryType, formType, dictName, notNull };
}
