import { describe, expect, it } from 'vitest';

import { describeCron } from './describe-cron';

describe('describeCron', () => {
  it('says the simple daily, weekly, monthly and hourly schedules in words', () => {
    expect(describeCron('0 2 * * *')).toBe('每天 02:00');
    expect(describeCron(' 30 14 * * * ')).toBe('每天 14:30');
    expect(describeCron('30 3 * * 1')).toBe('每周一 03:30');
    expect(describeCron('0 4 * * 0')).toBe('每周日 04:00');
    expect(describeCron('0 4 * * 7')).toBe('每周日 04:00');
    expect(describeCron('15 22 * * 1,4')).toBe('每周一、四 22:15');
    expect(describeCron('0 4 1 * *')).toBe('每月 1 日 04:00');
    expect(describeCron('0 * * * *')).toBe('每小时整点');
    expect(describeCron('15 * * * *')).toBe('每小时第 15 分钟');
  });

  it('answers anything else as written', () => {
    for (const cron of [
      '*/5 * * * *',
      '0 */2 * * *',
      '0 2 * * 1-5',
      '0 2 * 6 *',
      '0 2 1 * 1',
      '0 2 * * MON',
      '0 24 * * *',
      '60 2 * * *',
      '0 2 * *',
      '',
    ]) {
      expect(describeCron(cron), cron).toBe(cron);
    }
  });
});
