import { commentText } from '../gen-literals.js';
import type { GenField, GenModel } from '../gen-model.js';
import { changes, contractNames, creates, doc, lines, str } from './code.js';

/** 请输入 / 请选择 + label, as the form and the API both say it. */
export function requiredMessage(f: GenField): string {
  const choose = ['select', 'radio', 'switch', 'date', 'datetime'].includes(f.formType);
  return `${choose ? '请选择' : '请输入'}${f.label}`;
}

/** The message for a value of the wrong type, e.g. 深度须为整数. */
function typeMessage(f: GenField): string {
  switch (f.kind) {
    case 'int':
      return `${f.label}须为整数`;
    case 'decimal':
      return `${f.label}须为数字`;
    case 'bool':
      return `${f.label}须为是或否`;
    case 'date':
      return `${f.label}须为日期，如 2024-01-31`;
    case 'datetime':
      return `${f.label}须为日期时间，如 2024-01-31T08:00:00.000Z`;
    default:
      return `${f.label}须为文字`;
  }
}

/** `{ error: … }`: the type message, or for a required field the required message when missing. */
function errorParam(f: GenField, extra = ''): string {
  const error = f.required
    ? `(issue) => (issue.input === undefined ? ${str(requiredMessage(f))} : ${str(typeMessage(f))})`
    : str(typeMessage(f));
  return `{ ${extra}error: ${error} }`;
}

/** How absence is treated: required, may be null (nullable column), or may be left out (default). */
function presence(f: GenField): string {
  if (f.required) return '';
  return f.db.nullable ? '.nullable().optional()' : '.optional()';
}

/** The zod schema of a field in the create and update bodies. */
export function bodyField(f: GenField): string {
  const range = (lo: string, hi: string, message: string) =>
    `.min(${lo}, ${str(message)}).max(${hi}, ${str(message)})`;
  switch (f.kind) {
    case 'text': {
      const max = f.db.maxLength
        ? `.max(${f.db.maxLength}, ${str(`${f.label}不能超过${f.db.maxLength}个字符`)})`
        : '';
      if (f.required) return `z.string(${errorParam(f)}).trim().min(1, ${str(requiredMessage(f))})${max}`;
      // A cleared input sends '': stored as null, or left to the column's default.
      const blank = f.db.nullable ? 'v || null' : 'v || undefined';
      return `z.string(${errorParam(f)}).trim()${max}${presence(f)}.transform((v) => ${blank})`;
    }
    case 'int': {
      const [lo, hi] = f.range!;
      const message = `${f.label}超出可保存的范围（${lo.startsWith('Number') ? '±9007199254740991' : `${lo} 到 ${hi}`}）`;
      return `z.number(${errorParam(f)}).int(${str(typeMessage(f))})${range(lo, hi, message)}${presence(f)}`;
    }
    case 'decimal': {
      const digits = f.db.precision === null ? null : f.db.precision - (f.db.scale ?? 0);
      const bound =
        digits === null
          ? ''
          : `.gt(-${10 ** digits}, ${str(`${f.label}的整数部分不能超过${digits}位`)}).lt(${10 ** digits}, ${str(
              `${f.label}的整数部分不能超过${digits}位`,
            )})`;
      return `z.number(${errorParam(f)})${bound}${presence(f)}`;
    }
    case 'bool':
      return `z.boolean(${errorParam(f)})${presence(f)}`;
    case 'date':
      return `z.iso.date(${errorParam(f)})${presence(f)}`;
    default:
      return `z.iso.datetime(${errorParam(f, 'offset: true, ')})${presence(f)}`;
  }
}

/** The zod schema of a field in the response. */
function sentField(f: GenField): string {
  const base =
    f.kind === 'int'
      ? 'z.number().int()'
      : f.kind === 'decimal'
        ? 'z.number()'
        : f.kind === 'bool'
          ? 'z.boolean()'
          : f.kind === 'datetime'
            ? 'timestampSchema'
            : 'z.string()';
  return f.db.nullable && f.role !== 'pk' ? `${base}.nullable()` : base;
}

/** The zod schema of a search field in the list's query string. */
function queryField(f: GenField): string {
  if (f.queryType === 'between') return 'dateRangeSchema';
  switch (f.kind) {
    case 'bool':
      return 'booleanQuerySchema';
    case 'int': {
      const [lo, hi] = f.range!;
      const message = str(`${f.label}须为整数`);
      const range = str(`${f.label}超出可保存的范围`);
      return `z.coerce.number({ error: ${message} }).int(${message}).min(${lo}, ${range}).max(${hi}, ${range}).optional()`;
    }
    case 'decimal':
      return `z.coerce.number({ error: ${str(`${f.label}须为数字`)} }).optional()`;
    case 'date':
      return `z.iso.date({ error: ${str(`${f.label}须为日期，如 2024-01-31`)} }).optional()`;
    default:
      return `z.string().trim().max(${f.db.maxLength ?? 200}).optional()`;
  }
}

export const formFields = (m: GenModel) => m.fields.filter((f) => f.formShow);
export const queryFields = (m: GenModel) => m.sent.filter((f) => f.queryShow);
export const sortFields = (m: GenModel) => [
  ...m.keys,
  ...m.sent.filter((f) => f.listShow && !m.keys.includes(f)),
];

/** packages/contract/src/<module>/<entity>.schemas.ts */
export function contractSchemas(m: GenModel): string {
  const n = contractNames(m);
  const queried = queryFields(m);
  const usesTimestamp =
    m.sent.some((f) => f.kind === 'datetime') || (changes(m) && m.audit.updateTime !== undefined);
  const imports = [
    queried.some((f) => f.kind === 'bool' && f.queryType !== 'between') && 'booleanQuerySchema',
    queried.some((f) => f.queryType === 'between') && 'dateRangeSchema',
    'listQuerySchema',
    usesTimestamp && 'timestampSchema',
  ].filter(Boolean);
  // The comment says more than the label (its first line, unless someone changed the label).
  const describe = (f: GenField) =>
    doc(!f.comment ? f.label : f.comment.startsWith(f.label) ? f.comment : `${f.label}: ${f.comment}`);
  const sent = m.sent.map((f) => `${describe(f)}  ${f.prop}: ${sentField(f)},`).join('\n');
  const body = formFields(m)
    .map((f) => `${describe(f)}  ${f.prop}: ${bodyField(f)},`)
    .join('\n');
  const version = m.audit.updateTime
    ? `\n  /** The updateTime read: someone else's save meanwhile answers 409. */\n  updateTime: timestampSchema,`
    : '';
  const query = queried.map((f) => `${doc(f.label)}  ${f.prop}: ${queryField(f)},`).join('\n');
  return lines(
    "import { z } from 'zod';",
    '',
    `import { ${imports.join(', ')} } from '../common/list-query.js';`,
    '',
    `/** ${commentText(m.label)} (table ${m.table}) as the API sends it; generated by 代码生成. */`,
    `export const ${n.schema} = z.object({`,
    sent,
    '});',
    `export type ${n.type} = z.infer<typeof ${n.schema}>;`,
    '',
    changes(m) &&
      lines(
        `const ${m.entity}Fields = z.object({`,
        body,
        '});',
        '',
        creates(m) &&
          lines(
            `export const ${n.createSchema} = ${m.entity}Fields;`,
            `export type ${n.createType} = z.infer<typeof ${n.createSchema}>;`,
            '',
          ),
        `export const ${n.updateSchema} = ${m.entity}Fields.extend({`,
        `  ${m.pk.prop}: z.number().int().positive(),${version}`,
        '});',
        `export type ${n.updateType} = z.infer<typeof ${n.updateSchema}>;`,
        '',
      ),
    `export const ${n.sortFields} = [${sortFields(m)
      .map((f) => str(f.prop))
      .join(', ')}] as const;`,
    '',
    `export const ${n.querySchema} = listQuerySchema(${n.sortFields}).extend({`,
    query,
    '});',
    `export type ${n.queryType} = z.infer<typeof ${n.querySchema}>;`,
    '',
  );
}
