import type { Enterprise } from '@coalsim/contract';
import { Descriptions, Drawer, Tabs, Tag } from 'antd';
import type { DescriptionsProps } from 'antd';

import { EnterpriseStatusTag } from '../../../components/enterprise-status-tag/enterprise-status-tag';
import { useDict } from '../../../hooks/use-dict';
import { formatDateTime } from '../../../lib/format-date-time';
import { useEnterprise } from '../api/get-enterprise';
import { regionOf } from '../utils/region';
import { EnterpriseDepts, EnterpriseWorkers } from './enterprise-org';

const ENTERPRISE_TYPE_DICT = 'enterprise_type';

const orDash = (value: string | null | undefined) => value || '-';

function items(e: Enterprise, typeLabel: string | undefined): DescriptionsProps['items'] {
  return [
    { key: 'name', label: '企业名称', children: e.name },
    { key: 'creditCode', label: '统一社会信用代码', children: e.creditCode },
    { key: 'type', label: '企业类型', children: orDash(typeLabel ?? e.type) },
    { key: 'region', label: '所在地区', children: orDash(regionOf(e)) },
    { key: 'address', label: '详细地址', children: orDash(e.address) },
    { key: 'contact', label: '联系人', children: orDash(e.contact) },
    { key: 'phone', label: '联系电话', children: orDash(e.phone) },
    { key: 'status', label: '认证状态', children: <EnterpriseStatusTag status={e.status} /> },
    ...(e.rejectReason ? [{ key: 'rejectReason', label: '驳回原因', children: e.rejectReason }] : []),
    { key: 'verifiedBy', label: '审核人', children: orDash(e.verifiedBy) },
    { key: 'verifiedAt', label: '审核时间', children: formatDateTime(e.verifiedAt) },
    {
      key: 'enabled',
      label: '启用状态',
      children: e.enabled ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>,
    },
    { key: 'owner', label: '注册账号', children: orDash(e.owner?.username) },
    { key: 'createTime', label: '注册时间', children: formatDateTime(e.createTime) },
  ];
}

/** The fields, read afresh from the server; the list's row is shown until that copy arrives. */
function EnterpriseDetails({ row }: { row: Enterprise }) {
  const { data = row } = useEnterprise(row.id, row);
  const { labels } = useDict(ENTERPRISE_TYPE_DICT);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={items(data, data.type ? labels.get(data.type) : undefined)}
    />
  );
}

/**
 * 企业详情: every field of one enterprise, then its departments and staff (read-only). The drawer
 * renders its content on first opening, so the page asks for nothing until someone looks.
 */
export function EnterpriseDetailDrawer({
  open,
  enterprise,
  onClose,
}: {
  open: boolean;
  /** The row chosen in the list (kept while the drawer closes). */
  enterprise: Enterprise | undefined;
  onClose: () => void;
}) {
  return (
    <Drawer title="企业详情" open={open} onClose={onClose} size="min(720px, 100vw)">
      {enterprise && (
        // Each tab asks for its data the first time it is opened.
        <Tabs
          key={enterprise.id}
          items={[
            { key: 'info', label: '基本信息', children: <EnterpriseDetails row={enterprise} /> },
            { key: 'depts', label: '部门', children: <EnterpriseDepts enterpriseId={enterprise.id} /> },
            { key: 'workers', label: '员工', children: <EnterpriseWorkers enterpriseId={enterprise.id} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
