import { GRANT_STATUS_LABELS } from '@coalsim/contract';
import type { GrantStatus } from '@coalsim/contract';
import { Tag } from 'antd';

const COLORS: Record<GrantStatus, string> = { pending: 'processing', approved: 'success', rejected: 'error' };

export const GRANT_STATUS_OPTIONS = Object.entries(GRANT_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

export function GrantStatusTag({ status }: { status: GrantStatus }) {
  return <Tag color={COLORS[status]}>{GRANT_STATUS_LABELS[status]}</Tag>;
}

/** 有效期: the last day of use, or 长期 for an approval without one; nothing before approval. */
export function validityText(status: GrantStatus, validUntil: string | null): string {
  if (status !== 'approved') return '-';
  return validUntil ? `至 ${validUntil}` : '长期';
}
