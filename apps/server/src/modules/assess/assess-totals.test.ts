import { describe, expect, it } from 'vitest';

import { assessmentTotals, criterionAverages, expertTotal, scoreProblem } from './assess-totals.js';

const criteria = [
  { name: '功能', weight: 50 },
  { name: '真实度', weight: 30 },
  { name: '易用', weight: 20 },
];
const row = (a: number, b: number, c: number) => [
  { criterion: '功能', score: a },
  { criterion: '真实度', score: b },
  { criterion: '易用', score: c },
];

describe('assessment totals', () => {
  it("weights an expert's scores (weights sum to 100), two decimals", () => {
    expect(expertTotal(criteria, row(100, 100, 100))).toBe(100);
    expect(expertTotal(criteria, row(80, 70, 60))).toBe(73);
    expect(expertTotal(criteria, row(33.33, 66.67, 0))).toBe(36.67);
  });

  it("means the experts' totals and flags a spread of more than 20 points", () => {
    expect(assessmentTotals([])).toEqual({ total: null, needsDiscussion: false });
    expect(assessmentTotals([70])).toEqual({ total: 70, needsDiscussion: false });
    expect(assessmentTotals([60, 80])).toEqual({ total: 70, needsDiscussion: false });
    expect(assessmentTotals([60, 80.01])).toEqual({ total: 70.01, needsDiscussion: true });
    expect(assessmentTotals([90, 85, 64.5])).toEqual({ total: 79.83, needsDiscussion: true });
  });

  it('averages each criterion over the experts who scored', () => {
    expect(criterionAverages(criteria, [])).toEqual(criteria.map((c) => ({ ...c, average: null })));
    expect(criterionAverages(criteria, [row(80, 70, 60), row(90, 75, 61)]).map((c) => c.average)).toEqual([
      85, 72.5, 60.5,
    ]);
  });

  it('names what is missing, repeated or unknown in a row', () => {
    expect(scoreProblem(criteria, row(1, 2, 3))).toBeUndefined();
    expect(scoreProblem(criteria, row(1, 2, 3).slice(1))).toBe('请为考核项“功能”评分');
    expect(scoreProblem(criteria, [...row(1, 2, 3), { criterion: '功能', score: 1 }])).toContain('重复评分');
    expect(scoreProblem(criteria, [{ criterion: '价格', score: 1 }])).toContain('不存在');
  });
});
