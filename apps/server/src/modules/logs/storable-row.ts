import type { sysLog } from './log.table.js';

export type LogRow = typeof sysLog.$inferInsert;

// C0 controls but tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text
// outright; the others are escaped too, so a log reader sees what was sent instead of a terminal
// escape sequence.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
// Half a surrogate pair: jsonb refuses it, and Node 20's lib has no String#toWellFormed for tsc.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/**
 * Text PostgreSQL will store: control characters written as `\uXXXX`, lone surrogates replaced,
 * then cut to the column's length (what is escaped still fits; a pair cut in half becomes U+FFFD).
 */
export function storableText(text: string, max: number): string;
export function storableText(text: string | null | undefined, max: number): string | null;
export function storableText(text: string | null | undefined, max: number): string | null {
  if (text === null || text === undefined) return null;
  return wellFormed(wellFormed(text.replace(UNSAFE, escaped)).slice(0, max));
}

/** Column lengths of `sys_log` (log.table.ts); text columns are cut where the writers cut them. */
const LIMITS = {
  logType: 8,
  username: 64,
  description: 100,
  method: 8,
  path: 500,
  params: 4_000,
  requestIp: 64,
  browser: 100,
  message: 500,
  exceptionDetail: 20_000,
  requestId: 64,
} as const satisfies Partial<Record<keyof LogRow, number>>;

/** Every text field of a row made storable. */
export function storableRow(row: LogRow): LogRow {
  const out: LogRow = { ...row };
  for (const [key, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    const value = out[key];
    if (typeof value === 'string') (out as Record<string, unknown>)[key] = storableText(value, max);
  }
  return out;
}

const ASCII_PRINTABLE = /[^\x20-\x7e]/g;

/**
 * What is kept of a row PostgreSQL still refused after storableRow: the facts the server produced
 * itself (type, endpoint, method, status, duration, who by id), and printable ASCII of the rest.
 * The message says a row was reduced, so a reader knows to look at the server log.
 */
export function reducedRow(row: LogRow): LogRow {
  const ascii = (text: string | null | undefined, max: number) =>
    text == null ? null : text.replace(ASCII_PRINTABLE, '?').slice(0, max);
  return {
    logType: row.logType === 'ERROR' ? 'ERROR' : 'INFO',
    userId: row.userId ?? null,
    username: ascii(row.username, 64),
    description: storableText(row.description, 100) || '-',
    method: ascii(row.method, 8) || '-',
    path: ascii(row.path, 500) || '-',
    params: null,
    requestIp: ascii(row.requestIp, 64),
    browser: null,
    time: Number.isSafeInteger(row.time) && row.time >= 0 && row.time < 2 ** 31 ? row.time : 0,
    status: Number.isInteger(row.status) && row.status >= 100 && row.status < 600 ? row.status : 0,
    message: '日志内容无法保存，已简化记录（详见服务器日志）',
    exceptionDetail: null,
    requestId: ascii(row.requestId, 64) || '-',
    createTime: row.createTime,
  };
}
