import { SCORE_SPREAD_LIMIT, type Criterion } from '@coalsim/contract';

import type { ScoreRow } from '../access/assess.table.js';

/** Two decimals, the precision the totals are stored and shown with. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** One expert's total: the weighted mean of their scores (weights sum to 100). */
export function expertTotal(criteria: Criterion[], scores: ScoreRow[]): number {
  const byName = new Map(scores.map((s) => [s.criterion, s.score]));
  const sum = criteria.reduce((total, c) => total + (byName.get(c.name) ?? 0) * c.weight, 0);
  return round2(sum / 100);
}

export interface Totals {
  /** Mean of the experts' totals; null before the first score. */
  total: number | null;
  /** The experts disagree by more than SCORE_SPREAD_LIMIT points: staff talk it over first. */
  needsDiscussion: boolean;
}

export function assessmentTotals(expertTotals: number[]): Totals {
  if (expertTotals.length === 0) return { total: null, needsDiscussion: false };
  const mean = expertTotals.reduce((a, b) => a + b, 0) / expertTotals.length;
  const spread = Math.max(...expertTotals) - Math.min(...expertTotals);
  return { total: round2(mean), needsDiscussion: spread > SCORE_SPREAD_LIMIT };
}

/** Per criterion, the mean of the experts' scores (the applicant's view); null when none scored. */
export function criterionAverages(criteria: Criterion[], rows: ScoreRow[][]) {
  return criteria.map((c) => {
    const scores = rows.flatMap((r) => r.filter((s) => s.criterion === c.name).map((s) => s.score));
    const average = scores.length ? round2(scores.reduce((a, b) => a + b, 0) / scores.length) : null;
    return { ...c, average };
  });
}

/**
 * An expert's row must score each criterion exactly once; the message names the first criterion
 * that is missing, repeated or unknown, so the expert knows what to fix.
 */
export function scoreProblem(criteria: Criterion[], scores: ScoreRow[]): string | undefined {
  const names = new Set(criteria.map((c) => c.name));
  const seen = new Set<string>();
  for (const s of scores) {
    if (!names.has(s.criterion)) return `考核项“${s.criterion}”不存在，请刷新页面后重新评分`;
    if (seen.has(s.criterion)) return `考核项“${s.criterion}”重复评分，每个考核项只能评一次`;
    seen.add(s.criterion);
  }
  const missing = criteria.find((c) => !seen.has(c.name));
  return missing ? `请为考核项“${missing.name}”评分` : undefined;
}
