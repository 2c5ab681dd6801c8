import { z } from 'zod';

import { listQuerySchema } from '../common/list-query.js';
import { GEN_COLUMN_KINDS, GEN_FORM_TYPES, GEN_QUERY_TYPES } from './generator.constants.js';

/**
 * 代码生成 (issue 34): a table of the app's database, configured per column, becomes a module in
 * this project's own layout. Names taken from the database must already be plain identifiers;
 * labels and comments may hold anything: the generator escapes them wherever they land.
 */

/**
 * What the generated module does with a column: `pk` is the id, `audit` the create/update time and
 * user the server fills in, `field` an ordinary column, `skipped` one it leaves out (see problem).
 */
export const GEN_COLUMN_ROLES = ['pk', 'audit', 'field', 'skipped'] as const;

export const GEN_TABLE_NAME_MESSAGE = '表名只能包含小写字母、数字和下划线，且以字母开头（不超过63个字符）';

/** A table as PostgreSQL names it, limited to names that are valid in TypeScript and SQL alike. */
export const genTableNameSchema = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, GEN_TABLE_NAME_MESSAGE);

/**
 * The table in a path: the characters of an identifier (the server then requires the letter in
 * front, with the same message), so that a path's other checks are not hidden behind this one.
 */
export const genTableParamsSchema = z.object({
  table: z.string().regex(/^[a-z0-9_]{1,63}$/, GEN_TABLE_NAME_MESSAGE),
});

export const genTableQuerySchema = listQuerySchema(['tableName'] as const).extend({
  /** Part of the table's name or comment. */
  name: z.string().trim().max(63, '表名不能超过63个字符').optional(),
});
export type GenTableQuery = z.infer<typeof genTableQuerySchema>;

/**
 * How a table's row count was had: `estimate` is PostgreSQL's statistics (pg_class.reltuples, as of
 * the last ANALYZE or VACUUM); a table never analysed is counted instead, `exact` up to
 * GEN_ROWS_COUNTED rows, `more` beyond (the count stopped there).
 */
export const GEN_ROW_COUNT_KINDS = ['estimate', 'exact', 'more'] as const;
export const GEN_ROWS_COUNTED = 10_000;

export const genTableSchema = z.object({
  tableName: z.string(),
  /** The table's comment; for one of the project's own tables (which carry none), what it holds. */
  comment: z.string(),
  columnCount: z.number().int(),
  rows: z.object({ count: z.number().int().nonnegative(), kind: z.enum(GEN_ROW_COUNT_KINDS) }),
  /** One of the project's own tables: the generated code imports it instead of declaring it again. */
  ours: z.boolean(),
  /** Settings were saved in 生成配置 (else the defaults derived from its columns apply). */
  configured: z.boolean(),
  /** Why no code can be generated for it (its name), or null. */
  problem: z.string().nullable(),
});
export type GenTable = z.infer<typeof genTableSchema>;

const labelSchema = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `请输入${what}`)
    .max(50, `${what}不能超过50个字符`)
    .regex(/^[^\r\n]*$/, `${what}不能换行`)
    // One line, single spaces: a label is a title, and the generated tests find it by its text.
    .transform((v) => v.replace(/\s+/g, ' '));

/** The settings of one column as 生成配置 edits them. */
export const genColumnSettingsSchema = z.object({
  columnName: genTableNameSchema,
  label: labelSchema('列的显示名称'),
  listShow: z.boolean(),
  formShow: z.boolean(),
  queryShow: z.boolean(),
  queryType: z.enum(GEN_QUERY_TYPES, { error: '查询方式只能是 eq、like 或 between' }),
  formType: z.enum(GEN_FORM_TYPES, { error: '表单控件不在可选范围内' }),
  /** A dictionary of 字典管理 for select and radio controls; '' for none. */
  dictName: z
    .string()
    .trim()
    .max(100, '字典名称不能超过100个字符')
    .regex(/^([A-Za-z][A-Za-z0-9_]*)?$/, '字典名称只能包含字母、数字和下划线，且以字母开头'),
  /** 必填: the form and the API refuse an empty value. */
  notNull: z.boolean(),
});
export type GenColumnSettings = z.infer<typeof genColumnSettingsSchema>;

/** The same as sent back (plain values: responses carry no checks). */
const genColumnSettingsOut = {
  columnName: z.string(),
  label: z.string(),
  listShow: z.boolean(),
  formShow: z.boolean(),
  queryShow: z.boolean(),
  queryType: z.enum(GEN_QUERY_TYPES),
  formType: z.enum(GEN_FORM_TYPES),
  dictName: z.string(),
  notNull: z.boolean(),
};

export const genColumnSchema = z.object({
  ...genColumnSettingsOut,
  /** The type as PostgreSQL shows it, e.g. `character varying(100)`. */
  dbType: z.string(),
  kind: z.enum(GEN_COLUMN_KINDS),
  role: z.enum(GEN_COLUMN_ROLES),
  nullable: z.boolean(),
  hasDefault: z.boolean(),
  comment: z.string(),
  /** Why the column is left out or cannot be configured so, or null. */
  problem: z.string().nullable(),
});
export type GenColumn = z.infer<typeof genColumnSchema>;

export const GEN_MODULE_MESSAGE =
  '模块名只能包含小写字母、数字和短横线，且以字母开头，如 mine 或 mine-safety';
export const GEN_API_PATH_MESSAGE =
  '接口路径须以 /api/ 开头，各段以字母开头、只含字母和数字，如 /api/mineSite';
export const GEN_PREFIX_MESSAGE = '权限前缀须以小写字母开头、只含字母和数字，如 mineSite';

/** The module's own settings: where its files go, its title, its API path and permissions. */
export const genSettingsSchema = z.object({
  moduleName: z
    .string()
    .trim()
    .max(30, '模块名不能超过30个字符')
    .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, GEN_MODULE_MESSAGE),
  label: labelSchema('功能名称'),
  apiPath: z
    .string()
    .trim()
    .max(100, '接口路径不能超过100个字符')
    .regex(/^\/api(\/[A-Za-z][A-Za-z0-9]*)+$/, GEN_API_PATH_MESSAGE),
  /** Also the entity's name in code: `mineSite` → MineSite, mineSite:list … */
  permissionPrefix: z
    .string()
    .trim()
    .min(2, '权限前缀至少2个字符')
    .max(40, '权限前缀不能超过40个字符')
    .regex(/^[a-z][A-Za-z0-9]*$/, GEN_PREFIX_MESSAGE),
});

/**
 * What the generated module offers: `crud` everything; `edit` no 新增 (the database cannot make a
 * row from the form: a key it does not generate, or a required column the module leaves out);
 * `read` the list and 导出 only (no single-column integer key to find a row by, or nothing to edit).
 */
export const GEN_MODES = ['crud', 'edit', 'read'] as const;
export type GenMode = (typeof GEN_MODES)[number];

/** The module settings by name, as problems point at them. */
export const GEN_SETTING_NAMES = ['moduleName', 'label', 'apiPath', 'permissionPrefix'] as const;

export const genConfigSchema = z.object({
  moduleName: z.string(),
  label: z.string(),
  apiPath: z.string(),
  permissionPrefix: z.string(),
  tableName: z.string(),
  comment: z.string(),
  ours: z.boolean(),
  /** Whether these settings were saved, or are the defaults derived from the columns. */
  saved: z.boolean(),
  columns: z.array(genColumnSchema),
  mode: z.enum(GEN_MODES),
  /** What the module leaves out or does differently, and why (GENERATED.md repeats them). */
  notes: z.array(z.string()),
  /** What stops generating with these settings now; empty when preview and download will work. */
  problems: z.array(z.string()),
  /** The problems a module setting causes, under the setting to change (also in `problems`). */
  settingProblems: z.partialRecord(z.enum(GEN_SETTING_NAMES), z.array(z.string())),
});
export type GenConfig = z.infer<typeof genConfigSchema>;

export const genConfigUpdateSchema = genSettingsSchema.extend({
  columns: z.array(genColumnSettingsSchema).min(1, '请至少配置一列').max(300, '列数不能超过300'),
});
export type GenConfigUpdate = z.infer<typeof genConfigUpdateSchema>;

/** One generated file: its path from the project's root, and its text. */
export const genFileSchema = z.object({ path: z.string(), content: z.string() });
export type GenFile = z.infer<typeof genFileSchema>;

export const genPreviewSchema = z.object({ files: z.array(genFileSchema) });
export type GenPreview = z.infer<typeof genPreviewSchema>;
