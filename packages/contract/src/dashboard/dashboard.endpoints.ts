import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';

export const dashboardSummarySchema = z.object({
  users: z.object({
    total: z.number().int(),
    staff: z.number().int(),
    enterprise: z.number().int(),
    individual: z.number().int(),
  }),
  enterprises: z.number().int(),
  onlineSessions: z.number().int(),
  /** New accounts per day over the last 30 days, oldest first, every day present. */
  registrations: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const getDashboardSummary = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/summary',
  summary: '首页统计',
  description: 'Platform figures for the back-office home page',
  access: 'staff',
  responses: { 200: dashboardSummarySchema },
});
