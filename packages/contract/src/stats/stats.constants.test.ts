import { describe, expect, it } from 'vitest';

import { timeQuerySchema } from '../common/time-bounds.js';
import {
  parseTimeQuery,
  statsPeriodOrdered,
  statsPeriodShortEnough,
  STATS_MAX_RANGE_MS,
} from './stats.constants.js';
import { statsQuerySchema } from './stats.schemas.js';

// The web reads a period from its address with these, without the schemas: they must answer as
// the server's schema does, or a link the page accepts would be refused by the API.
describe('the zod-free period checks agree with statsQuerySchema', () => {
  const values = [
    '0',
    '1000',
    ' 12 ',
    '1e3',
    '',
    '-1',
    '1.5',
    'abc',
    'Infinity',
    String(Date.UTC(2100, 0, 1)),
    String(Date.UTC(2100, 0, 1) + 1),
  ];

  it('reads a time bound exactly as timeQuerySchema does', () => {
    for (const value of values) {
      const parsed = timeQuerySchema.safeParse(value);
      expect(parseTimeQuery(value), value).toBe(parsed.success ? parsed.data : undefined);
    }
  });

  it('accepts and refuses the same periods', () => {
    const periods = [
      {},
      { from: 1000 },
      { to: 2000 },
      { from: 1000, to: 2000 },
      { from: 2000, to: 2000 },
      { from: 3000, to: 2000 },
      { from: 0, to: STATS_MAX_RANGE_MS },
      { from: 0, to: STATS_MAX_RANGE_MS + 1 },
    ];
    for (const period of periods) {
      const ours = statsPeriodOrdered(period) && statsPeriodShortEnough(period);
      expect(ours, JSON.stringify(period)).toBe(statsQuerySchema.safeParse(period).success);
    }
  });
});
