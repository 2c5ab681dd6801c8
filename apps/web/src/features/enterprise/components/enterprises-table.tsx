import { ShopOutlined } from '@ant-design/icons';
import type { Enterprise } from '@coalsim/contract';
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import { EnterpriseStatusTag } from '../../../components/enterprise-status-tag/enterprise-status-tag';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts, ListTableProps } from '../../../components/list-table/list-table';
import { useCheckPermission } from '../../../components/permission/permission';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { formatDateTime } from '../../../lib/format-date-time';
import { ENTERPRISE_PERMISSIONS } from '../utils/enterprise-permissions';
import { regionOf } from '../utils/region';

const EMPTY: ListEmptyTexts = {
  icon: <ShopOutlined />,
  failedTitle: '企业列表读取失败',
  noMatch: {
    title: '没有符合条件的企业',
    description: '换个名称、信用代码或省份再搜，或点“重置”查看全部企业。',
  },
  nothingYet: {
    title: '还没有企业注册',
    description: '企业用户在注册页选择“企业用户”并填写企业名称和统一社会信用代码后，会出现在这里等待审核。',
  },
};

interface EnterprisesTableProps {
  table: ListTableProps<Enterprise>['table'] & {
    sortOrderOf: (field: string) => TableColumnsType<Enterprise>[number]['sortOrder'];
  };
  list: ListTableProps<Enterprise>['list'];
  density: TableDensity;
  onVerify: (row: Enterprise) => void;
  onToggle: (row: Enterprise, enabled: boolean) => void;
  onDetail: (row: Enterprise) => void;
}

/** The 企业管理 table: sorting on the server; 审核 and 停用/启用 only with enterprise:edit. */
export function EnterprisesTable({
  table,
  list,
  density,
  onVerify,
  onToggle,
  onDetail,
}: EnterprisesTableProps) {
  const canEdit = useCheckPermission()(ENTERPRISE_PERMISSIONS.edit);

  const columns: TableColumnsType<Enterprise> = [
    {
      title: '企业名称',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: table.sortOrderOf('name'),
      width: 170,
      ellipsis: true,
    },
    { title: '统一社会信用代码', dataIndex: 'creditCode', key: 'creditCode', width: 175 },
    { title: '所在地区', key: 'region', width: 110, render: (_, row) => regionOf(row) ?? '-' },
    {
      title: '联系人 / 电话',
      key: 'contact',
      width: 115,
      render: (_, row) =>
        row.contact || row.phone ? (
          <>
            <div>{row.contact ?? '-'}</div>
            <div>{row.phone ?? '-'}</div>
          </>
        ) : (
          '-'
        ),
    },
    {
      title: '认证状态',
      dataIndex: 'status',
      key: 'status',
      width: 100,
      sorter: true,
      sortOrder: table.sortOrderOf('status'),
      render: (_, row) => <EnterpriseStatusTag status={row.status} reason={row.rejectReason} />,
    },
    {
      title: '启用',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 64,
      render: (enabled: boolean) => (enabled ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
    },
    {
      title: '注册账号',
      key: 'owner',
      width: 110,
      render: (_, row) => row.owner?.username ?? '-',
    },
    {
      title: '注册时间',
      dataIndex: 'createTime',
      key: 'createTime',
      width: 160,
      sorter: true,
      sortOrder: table.sortOrderOf('createTime'),
      render: formatDateTime,
    },
    {
      title: '操作',
      key: 'actions',
      width: canEdit ? 150 : 70,
      render: (_, row) => (
        <Space size={0}>
          {canEdit && row.status === 'pending' && (
            <Button type="link" size="small" aria-label={`审核 ${row.name}`} onClick={() => onVerify(row)}>
              审核
            </Button>
          )}
          {canEdit && (
            <Button
              type="link"
              size="small"
              danger={row.enabled}
              aria-label={`${row.enabled ? '停用' : '启用'} ${row.name}`}
              onClick={() => onToggle(row, !row.enabled)}
            >
              {row.enabled ? '停用' : '启用'}
            </Button>
          )}
          <Button type="link" size="small" aria-label={`详情 ${row.name}`} onClick={() => onDetail(row)}>
            详情
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <ListTable<Enterprise>
      aria-label="企业列表"
      table={table}
      list={list}
      empty={EMPTY}
      columns={columns}
      size={density}
    />
  );
}
