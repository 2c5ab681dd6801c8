import { z } from 'zod';

/** eladmin paging: 0-based `page`, `size`, repeatable `sort=field,dir`. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(9999).default(10),
  sort: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number().int() });
}

export interface Page<T> {
  content: T[];
  totalElements: number;
}
