import { z } from 'zod';

import { pageQuerySchema } from './pagination.js';

/** One `sort=field,dir` of a list query, checked against the list's sortable fields. */
export interface SortOrder<F extends string = string> {
  field: F;
  direction: 'asc' | 'desc';
}

const repeatable = z.union([z.string().max(100), z.array(z.string().max(100)).max(10)]).optional();
const asArray = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * Repeatable `sort=field,dir` limited to `fields`: anything else is a 400 naming the sortable
 * fields, so a client can never order by an unindexed or secret column.
 */
export function sortSchema<const F extends string>(fields: readonly F[]) {
  return repeatable.transform((value, ctx): SortOrder<F>[] => {
    const orders: SortOrder<F>[] = [];
    for (const item of asArray(value)) {
      const [field = '', dir = 'asc', ...rest] = item.split(',').map((s) => s.trim());
      const direction = dir.toLowerCase();
      if (!fields.includes(field as F) || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
        ctx.issues.push({
          code: 'custom',
          input: item,
          message: `不支持的排序：${item}，可排序字段：${fields.join('、')}，方向：asc 或 desc`,
        });
        return z.NEVER;
      }
      orders.push({ field: field as F, direction });
    }
    return orders;
  });
}

// `2024-01-01 00:00:00`, `2024-01-01T00:00:00.000Z` or a bare date; nothing Date() would guess at.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const RANGE_MESSAGE = '创建时间须为开始和结束两个时间，格式如 2024-01-01 00:00:00';

function parseDateTime(text: string): Date | undefined {
  if (!DATE_TIME.test(text)) return undefined;
  // A bare date or a time without a zone is the server's local time, as eladmin reads it.
  const iso = text.replace(' ', 'T');
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** eladmin's `createTime=<from>&createTime=<to>` (both ends included). */
export const dateRangeSchema = repeatable.transform((value, ctx): [Date, Date] | undefined => {
  const parts = asArray(value).filter((p) => p !== '');
  if (parts.length === 0) return undefined;
  const [from, to] = parts.map(parseDateTime);
  if (parts.length !== 2 || !from || !to || from > to) {
    ctx.issues.push({ code: 'custom', input: value, message: RANGE_MESSAGE });
    return z.NEVER;
  }
  return [from, to];
});

/** `true`/`false` in a query string. */
export const booleanQuerySchema = z
  .enum(['true', 'false'], { error: '只能是 true 或 false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** Paging plus a sort limited to `fields`; the list's filters extend it. */
export function listQuerySchema<const F extends string>(fields: readonly F[]) {
  return pageQuerySchema.extend({ sort: sortSchema(fields) });
}

/** `DELETE` bodies and the like: a JSON array of ids. */
export const idListSchema = z
  .array(z.number().int().positive())
  .min(1, '请至少选择一条数据')
  .max(1000, '一次最多处理1000条数据');

/** `{ id }` references in bodies (`roles: [{ id }]`, `dict: { id }`). */
export const idRefSchema = z.object({ id: z.number().int().positive() });

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Timestamps go out as ISO strings. */
export const timestampSchema = z.iso.datetime();
