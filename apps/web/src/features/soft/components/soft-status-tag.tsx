import { SOFT_STATUS_LABELS } from '@coalsim/contract';
import type { ManagedSoft, SoftStatus } from '@coalsim/contract';
import { Tag } from 'antd';

import styles from './soft-status-tag.module.css';

const COLORS: Record<SoftStatus, string> = {
  draft: 'default',
  submitted: 'processing',
  assessing: 'blue',
  published: 'success',
  rejected: 'error',
  offline: 'warning',
};

const REASON_LABEL: Partial<Record<SoftStatus, string>> = { rejected: '驳回原因', offline: '下架原因' };

/**
 * A software's status (草稿 … 已下架) as a coloured tag; a rejected or offline software shows why
 * under it, in words the vendor can act on (the reason is written by staff).
 */
export function SoftStatusTag({ soft }: { soft: Pick<ManagedSoft, 'status' | 'statusReason'> }) {
  const reasonLabel = REASON_LABEL[soft.status];
  return (
    <div className={styles.status}>
      <Tag color={COLORS[soft.status]}>{SOFT_STATUS_LABELS[soft.status]}</Tag>
      {reasonLabel && soft.statusReason && (
        <span className={styles.reason}>{`${reasonLabel}：${soft.statusReason}`}</span>
      )}
    </div>
  );
}
