import type { GenColumn, GenMode } from '@coalsim/contract';

import { isGenerated } from './column-kinds.js';
import { mustBeGiven } from './gen-columns.js';
import { oneLine } from './gen-literals.js';
import { declarationsOf } from './gen-model.js';
import type { DbTable } from './table-catalog.js';

export interface GenScope {
  mode: GenMode;
  /** What the module leaves out or does differently, and what to change for more; shown, never refused. */
  notes: string[];
}

const column = (c: GenColumn) => `列 ${oneLine(c.columnName, 63)}（${oneLine(c.dbType, 60)}）`;

/**
 * What the module can offer with this table and these settings. A table the generator cannot
 * fully handle still gets a module: without 新增 where the database cannot make a row from the form,
 * list and 导出 only where there is no single integer key to find a row by. Each reason is a note
 * saying what to change in the table for the rest.
 */
export function scopeOf(table: DbTable, columns: GenColumn[], ours: boolean): GenScope {
  const notes = columns
    .filter((c) => c.role === 'skipped')
    .map((c) => `${column(c)}：${c.problem ?? '生成的代码不读写该列'}`);
  // A table that is not ours is declared for its migration; a type drizzle cannot declare is left out.
  const undeclared = ours ? [] : declarationsOf(table).left;
  for (const c of undeclared) {
    notes.push(
      `列 ${oneLine(c.name, 63)}（${oneLine(c.dbType, 60)}）的名称或类型无法写入生成的表定义，表定义和迁移中没有它：需要时请先重命名该列或在表定义中手工补上`,
    );
  }
  const pk = columns.find((c) => c.role === 'pk');
  const editable = columns.filter((c) => c.role === 'field' && c.formShow);
  if (!pk) {
    notes.push(
      `表 ${table.name} 没有单列整数主键（${table.primaryKey.length ? `主键是 ${table.primaryKey.join(', ')}` : '没有主键'}）：生成的模块只能查询和导出；要新增、编辑和删除，请先加上如 id bigint generated always as identity primary key 的主键`,
    );
    return { mode: 'read', notes };
  }
  if (editable.length === 0) {
    notes.push(
      `表 ${table.name} 没有在表单中显示的列：生成的模块只能查询和导出；要编辑，请让至少一列在表单中显示`,
    );
    return { mode: 'read', notes };
  }
  const reasons: string[] = [];
  const key = table.columns.find((c) => c.name === pk.columnName)!;
  if (!isGenerated(key))
    reasons.push(`主键 ${pk.columnName} 不是自增列（identity 或 serial），新增时无法生成主键`);
  const required = columns.filter(
    (c) => c.role === 'skipped' && mustBeGiven(table.columns.find((d) => d.name === c.columnName)!),
  );
  if (required.length) {
    reasons.push(`${required.map(column).join('、')}不能为空且没有默认值，而生成的代码不写它`);
  }
  if (reasons.length === 0) return { mode: 'crud', notes };
  notes.push(
    `生成的模块没有新增，只能查询、导出、编辑和删除：${reasons.join('；')}。要新增，请先${
      required.length ? '给这些列加上默认值' : ''
    }${required.length && !isGenerated(key) ? '，并' : ''}${isGenerated(key) ? '' : '把主键改为自增'}`,
  );
  return { mode: 'edit', notes };
}
