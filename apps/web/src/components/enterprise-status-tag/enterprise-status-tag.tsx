import { ENTERPRISE_STATUS_LABELS } from '@coalsim/contract';
import type { EnterpriseStatus } from '@coalsim/contract';
import { Tag, Tooltip } from 'antd';

const COLORS: Record<EnterpriseStatus, string> = { pending: 'orange', verified: 'green', rejected: 'red' };

/**
 * An enterprise's verification (待审核, 已认证, 未通过) as a coloured tag, the same in the back office
 * and the personal centre. A rejection carries its reason in a tooltip when one is given.
 */
export function EnterpriseStatusTag({
  status,
  reason,
}: {
  status: EnterpriseStatus;
  reason?: string | null;
}) {
  const tag = <Tag color={COLORS[status]}>{ENTERPRISE_STATUS_LABELS[status]}</Tag>;
  if (status !== 'rejected' || !reason) return tag;
  return <Tooltip title={`驳回原因：${reason}`}>{tag}</Tooltip>;
}
