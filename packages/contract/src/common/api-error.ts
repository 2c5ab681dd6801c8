import { z } from 'zod';

/** The one error body of the whole API: HTTP status = `status`, zh-CN `message`. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  timestamp: z.number().int(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
