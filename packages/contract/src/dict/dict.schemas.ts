import { z } from 'zod';

import { pageQuerySchema } from '../common/pagination.js';

export const dictDetailSchema = z.object({
  id: z.number().int(),
  dict: z.object({ id: z.number().int(), name: z.string() }),
  label: z.string(),
  value: z.string(),
  dictSort: z.number().int(),
});
export type DictDetail = z.infer<typeof dictDetailSchema>;

const dictName = z.string().trim().min(1, '请指定字典名称').max(100);

export const dictDetailQuerySchema = pageQuerySchema.extend({
  dictName,
  label: z.string().trim().max(100).optional(),
});

export const dictDetailMapQuerySchema = z.object({
  /** Names separated by an ASCII or a full-width comma. */
  dictName: z.string().trim().min(1, '请指定字典名称').max(1000),
});
