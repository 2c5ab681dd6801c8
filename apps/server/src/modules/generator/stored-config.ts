import {
  genColumnSettingsSchema,
  genSettingsSchema,
  genTableNameSchema,
  type GenColumnSettings,
} from '@coalsim/contract';
import type { z } from 'zod';

import type { codeGenConfig } from './generator.table.js';

type Row = typeof codeGenConfig.$inferSelect;
type ModuleSettings = z.infer<typeof genSettingsSchema>;

/** A saved row, checked again by the contract's rules for what 保存 accepts. */
export interface StoredConfig {
  /** The module's settings as saved; null when they fail the checks (the defaults apply). */
  settings: ModuleSettings | null;
  /** The columns' saved settings that pass; one that fails is left out (its defaults apply). */
  columns: GenColumnSettings[];
  /** What fails, as a message saying what to do; null when the whole row passes. */
  problem: string | null;
}

const MAX_REASONS = 3;

/** The page's names of a column's settings, for zod's own messages (a key missing, a wrong type). */
const SETTING_NAMES: Record<string, string> = {
  columnName: '列名',
  label: '显示名称',
  listShow: '列表显示',
  formShow: '表单显示',
  queryShow: '查询条件',
  queryType: '查询方式',
  formType: '表单控件',
  dictName: '字典名称',
  notNull: '必填',
};

/** The first reason zod gives, with where and which setting: the texts are the contract's own. */
function reasonOf(error: z.ZodError, where = ''): string {
  const issue = error.issues[0];
  const message = issue?.message ?? '取值无效';
  const setting = SETTING_NAMES[String(issue?.path[0])];
  return `${where}${setting && !message.includes(setting) ? `${setting}：` : ''}${message}`;
}

/**
 * Reads a saved row as if it had just been sent to 保存: a row changed by hand in SQL or brought
 * back by a restore is stored text, and names from it become code (paths, identifiers). The
 * stored values themselves are never repeated in the message, only which setting fails and why.
 */
export function checkStored(row: Row): StoredConfig {
  const reasons: string[] = [];
  const parsed = genSettingsSchema.safeParse({
    moduleName: row.moduleName,
    label: row.label,
    apiPath: row.apiPath,
    permissionPrefix: row.permissionPrefix,
  });
  if (!parsed.success) reasons.push(reasonOf(parsed.error));
  const columns: GenColumnSettings[] = [];
  const stored: unknown = row.columns;
  if (!Array.isArray(stored)) {
    reasons.push('列的配置不是列表');
  } else {
    stored.forEach((entry: unknown, i) => {
      const column = genColumnSettingsSchema.safeParse(entry);
      if (column.success) {
        columns.push(column.data);
        return;
      }
      const name = genTableNameSchema.safeParse((entry as { columnName?: unknown } | null)?.columnName);
      reasons.push(reasonOf(column.error, name.success ? `列 ${name.data}：` : `第 ${i + 1} 列：`));
    });
  }
  const settings = parsed.success ? parsed.data : null;
  if (reasons.length === 0) return { settings, columns, problem: null };
  const shown = reasons.slice(0, MAX_REASONS).join('；');
  const more = reasons.length > MAX_REASONS ? `等 ${reasons.length} 处` : '';
  return {
    settings,
    columns,
    problem: `已保存的生成配置不符合要求（${shown}${more}），可能是数据库被直接修改或从备份恢复：请在生成配置中检查各项设置并重新保存`,
  };
}
