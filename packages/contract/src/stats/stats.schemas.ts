import { z } from 'zod';

import { timeQuerySchema } from '../common/time-bounds.js';
import { statsPeriodOrdered, statsPeriodShortEnough } from './stats.constants.js';

const ms = timeQuerySchema;

/** Default: the twelve months up to now. At most three years, so a page stays a page. */
export const statsQuerySchema = z
  .object({ from: ms.optional(), to: ms.optional() })
  .refine(statsPeriodOrdered, {
    message: '开始时间须早于结束时间',
    path: ['to'],
  })
  .refine(statsPeriodShortEnough, {
    message: '统计区间最长3年，请缩小时间范围',
    path: ['from'],
  });
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const STATS_CHARTS = ['months', 'softs', 'depts', 'devices', 'plans'] as const;
export type StatsChart = (typeof STATS_CHARTS)[number];

export const statsDownloadQuerySchema = z
  .object({
    from: ms.optional(),
    to: ms.optional(),
    chart: z.enum(STATS_CHARTS, { error: '未知的图表' }).default('months'),
  })
  .refine(statsPeriodOrdered, {
    message: '开始时间须早于结束时间',
    path: ['to'],
  });

/** `/stats`: the enterprise's training over a period, device status and plans running now. */
export const statsOverviewSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  totals: z.object({
    records: z.number().int(),
    hours: z.number(),
    passRate: z.number().nullable(),
    staff: z.number().int(),
    certified: z.number().int(),
  }),
  /** Every month of the period, empty ones included, `YYYY-MM` in the database's time zone (the zone its days are counted in). */
  months: z.array(
    z.object({
      month: z.string(),
      records: z.number().int(),
      hours: z.number(),
      passed: z.number().int(),
      /** Passed records / records, 0–100; null for a month without records. */
      passRate: z.number().nullable(),
    }),
  ),
  /** Software by records in the period, most used first (top 10). */
  softs: z.array(
    z.object({ softId: z.number().int(), name: z.string(), records: z.number().int(), hours: z.number() }),
  ),
  /** Active staff per department (null: without a department) and how many hold a valid certificate. */
  depts: z.array(
    z.object({
      deptId: z.number().int().nullable(),
      name: z.string(),
      staff: z.number().int(),
      certified: z.number().int(),
    }),
  ),
  /** Devices by status; empty until the enterprise has devices. */
  devices: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** Published plans whose period includes now. */
  plans: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      softName: z.string(),
      endTime: z.number().int(),
      trainees: z.number().int(),
      completed: z.number().int(),
    }),
  ),
});
export type StatsOverview = z.infer<typeof statsOverviewSchema>;
