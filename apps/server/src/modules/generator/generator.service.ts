import {
  GEN_TABLE_NAME_MESSAGE,
  type GenConfig,
  type GenConfigUpdate,
  type GenFile,
  type GenTableQuery,
} from '@coalsim/contract';
import { eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import type { Principal } from '../auth/current-user.js';
import type { Formatter } from './formatter.js';
import { describeColumns, settingsProblem, storedSettings } from './gen-columns.js';
import { labelFrom } from './gen-literals.js';
import { buildModel } from './gen-model.js';
import { camelCase, IDENTIFIER, kebabCase } from './gen-names.js';
import { scopeOf } from './gen-scope.js';
import { generateFiles } from './generate.js';
import { codeGenConfig } from './generator.table.js';
import { namingProblems, proposeSettings, takenNames } from './naming-problems.js';
import { ourTable } from './our-tables.js';
import { checkStored } from './stored-config.js';
import { listCatalogTables, readTable, type DbTable } from './table-catalog.js';

/** The module settings a table gets before anyone saved some: from its name and comment. */
function defaultSettings(table: DbTable) {
  const entity = camelCase(table.name).slice(0, 40);
  const moduleName = kebabCase(camelCase(table.name.split('_')[0] ?? table.name)).slice(0, 30);
  return {
    moduleName: /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(moduleName) ? moduleName : 'generated',
    label: labelFrom(table.comment, table.name),
    apiPath: `/api/${entity}`,
    permissionPrefix: entity,
  };
}

export async function listTables(db: Db, query: GenTableQuery) {
  const page = await listCatalogTables(db, query);
  const names = page.content.map((t) => t.tableName);
  const saved = names.length
    ? await db
        .select({ tableName: codeGenConfig.tableName })
        .from(codeGenConfig)
        .where(inArray(codeGenConfig.tableName, names))
    : [];
  const configured = new Set(saved.map((s) => s.tableName));
  return {
    content: page.content.map((t) => ({
      ...t,
      ours: ourTable(t.tableName) !== undefined,
      configured: configured.has(t.tableName),
      problem: IDENTIFIER.test(t.tableName) ? null : GEN_TABLE_NAME_MESSAGE,
    })),
    totalElements: page.totalElements,
  };
}

/** The table's configuration and, apart, what is wrong with its saved row (null when nothing). */
async function readConfig(db: Db, tableName: string) {
  const table = await readTable(db, tableName);
  const [row] = await db.select().from(codeGenConfig).where(eq(codeGenConfig.tableName, tableName));
  // What the row holds is checked as 保存 checks it: it may have been changed since (SQL, restore).
  const saved = row ? checkStored(row) : undefined;
  const ours = ourTable(tableName);
  const taken = await takenNames(db, ours);
  // Unsaved, the table's own names give way to free ones where the project already uses them.
  const settings = saved?.settings ?? proposeSettings(taken, defaultSettings(table));
  const { columns, problems } = describeColumns(table, ours, saved?.columns);
  if (saved?.problem) problems.unshift(saved.problem);
  for (const column of columns) {
    const problem = settingsProblem(
      column,
      table.columns.find((c) => c.name === column.columnName)!,
    );
    if (problem) problems.push(problem);
  }
  if (!columns.some((c) => c.listShow)) problems.push('请至少在列表中显示一列');
  const naming = namingProblems(taken, settings);
  problems.push(...naming.map((p) => p.message));
  const settingProblems: GenConfig['settingProblems'] = {};
  for (const p of naming) (settingProblems[p.setting] ??= []).push(p.message);
  const config: GenConfig = {
    ...settings,
    tableName,
    comment: table.comment,
    ours: ours !== undefined,
    saved: row !== undefined,
    columns,
    ...scopeOf(table, columns, ours !== undefined),
    problems,
    settingProblems,
  };
  return { config, table, storedProblem: saved?.problem ?? null };
}

/**
 * The table's configuration (saved, or the defaults) with everything that stops generating now.
 * Saved settings that no longer pass the checks show as defaults, with a problem saying so.
 */
export async function getConfig(db: Db, tableName: string): Promise<GenConfig> {
  return (await readConfig(db, tableName)).config;
}

/**
 * 保存: every column of the table exactly once, each with settings its type allows. Naming
 * clashes (a prefix the project already uses …) do not stop saving: they show as problems until
 * the settings are changed, and stop only preview and download.
 */
export async function saveConfig(db: Db, principal: Principal, tableName: string, body: GenConfigUpdate) {
  const table = await readTable(db, tableName);
  const given = body.columns.map((c) => c.columnName);
  const actual = table.columns.map((c) => c.name);
  const missing = actual.filter((c) => !given.includes(c));
  const extra = given.filter((c, i) => !actual.includes(c) || given.indexOf(c) !== i);
  if (missing.length || extra.length) {
    const parts = [
      missing.length && `缺少 ${missing.join('、')}`,
      extra.length && `多出或重复 ${extra.join('、')}`,
    ];
    throw badRequest(
      `配置的列与表 ${tableName} 的列不一致（${parts.filter(Boolean).join('；')}），请刷新页面后重新配置`,
    );
  }
  const { columns } = describeColumns(table, ourTable(tableName), body.columns);
  for (const column of columns) {
    const problem = settingsProblem(
      column,
      table.columns.find((c) => c.name === column.columnName)!,
    );
    if (problem) throw badRequest(problem, { columns: [problem] });
  }
  const values = {
    moduleName: body.moduleName,
    label: body.label,
    apiPath: body.apiPath,
    permissionPrefix: body.permissionPrefix,
    // Skipped columns keep their (all-off) defaults whatever was sent.
    columns: columns.map(storedSettings),
    updateBy: principal.username,
  };
  await db
    .insert(codeGenConfig)
    .values({ tableName, ...values, createBy: principal.username })
    .onConflictDoUpdate({ target: codeGenConfig.tableName, set: { ...values, updateTime: sql`now()` } });
  return getConfig(db, tableName);
}

/**
 * The module's files for preview and download: 409 while the saved row fails the checks (it must
 * be saved again first), 400 with every problem while there are others.
 */
export async function generate(db: Db, tableName: string, formatter: Formatter): Promise<GenFile[]> {
  const { config, table, storedProblem } = await readConfig(db, tableName);
  if (storedProblem) throw conflict(`还不能生成代码：${storedProblem}`);
  if (config.problems.length > 0) {
    // Under each setting to change, and the rest (columns, the table) under `problems`.
    const named = new Set(Object.values(config.settingProblems).flat());
    const rest = config.problems.filter((p) => !named.has(p));
    throw badRequest(`还不能生成代码：${config.problems.join('；')}`, {
      ...config.settingProblems,
      ...(rest.length ? { problems: rest } : {}),
    });
  }
  return generateFiles(buildModel(config, table, ourTable(tableName)), formatter);
}
