import { ASSESS_STATUS_LABELS } from '@coalsim/contract';
import type { AssessStatus } from '@coalsim/contract';
import { Tag } from 'antd';

const COLORS: Record<AssessStatus, string> = {
  assessing: 'processing',
  passed: 'success',
  rejected: 'error',
};

export function AssessStatusTag({ status }: { status: AssessStatus }) {
  return <Tag color={COLORS[status]}>{ASSESS_STATUS_LABELS[status]}</Tag>;
}

/** A total to one decimal, `-` before the first score. */
export function formatTotal(total: number | null): string {
  return total === null ? '-' : total.toFixed(1);
}

/** Shown when the experts' totals spread by more than SCORE_SPREAD_LIMIT points. */
export const DISCUSSION_WARNING = '专家评分分歧较大，建议讨论';
