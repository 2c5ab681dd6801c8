import { InboxOutlined } from '@ant-design/icons';
import type { GrantRequest } from '@coalsim/contract';
import { Button, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';

import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { paths } from '../../../config/paths';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useGrantRequests } from '../api/get-grant-requests';
import { formatMinute } from '../utils/access-format';
import styles from './access.module.css';
import { GrantDecisionDialog } from './grant-decision-dialog';
import type { GrantDecisionKind } from './grant-decision-dialog';
import { GrantFilters } from './grant-filters';
import { GrantStatusTag, validityText } from './grant-status';

// `r` keeps this tab's page and filters apart from 接入申请's in the same URL.
const TABLE_OPTIONS = { filters: ['status', 'blurry'], prefix: 'r' } as const;

const EMPTY: ListEmptyTexts = {
  icon: <InboxOutlined />,
  failedTitle: '使用申请读取失败',
  noMatch: { title: '没有符合条件的使用申请', description: '换个条件再查，或清除筛选查看全部申请。' },
  nothingYet: {
    title: '还没有使用申请',
    description:
      '本企业的软件通过考核、在软件中心发布后，其他企业可以在软件详情页点击“申请使用”，申请会出现在这里等您批准。',
    actions: (
      <LinkButton to={paths.centerSoft} type="primary">
        去应用管理
      </LinkButton>
    ),
  },
};

/** 使用申请: other enterprises asking to use the vendor's software; pending ones get 批准 / 拒绝. */
export function GrantRequests() {
  const table = useUrlTableState(TABLE_OPTIONS);
  const list = useGrantRequests(table.query);
  const [deciding, setDeciding] = useState<{ request: GrantRequest; kind: GrantDecisionKind; key: number }>();
  const [open, setOpen] = useState(false);
  const decide = (request: GrantRequest, kind: GrantDecisionKind) => {
    setDeciding((d) => ({ request, kind, key: (d?.key ?? 0) + 1 }));
    setOpen(true);
  };

  const columns: TableColumnsType<GrantRequest> = [
    {
      title: '申请企业',
      key: 'enterprise',
      render: (_, r) => (
        <span className={styles.cellLines}>
          <span>{r.enterprise.name}</span>
          <span className={styles.muted}>{r.enterprise.creditCode}</span>
        </span>
      ),
    },
    { title: '软件', key: 'soft', render: (_, r) => r.soft.name },
    { title: '申请时间', key: 'createTime', width: 150, render: (_, r) => formatMinute(r.createTime) },
    { title: '状态', key: 'status', width: 90, render: (_, r) => <GrantStatusTag status={r.status} /> },
    { title: '授权数量', key: 'seats', width: 90, render: (_, r) => r.seats ?? '-' },
    {
      title: '有效期',
      key: 'validUntil',
      width: 120,
      render: (_, r) => validityText(r.status, r.validUntil),
    },
    { title: '拒绝原因', key: 'reason', render: (_, r) => r.reason ?? '-' },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, r) =>
        r.status === 'pending' ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              aria-label={`批准 ${r.enterprise.name}`}
              onClick={() => decide(r, 'approve')}
            >
              批准
            </Button>
            <Button
              type="link"
              size="small"
              danger
              aria-label={`拒绝 ${r.enterprise.name}`}
              onClick={() => decide(r, 'reject')}
            >
              拒绝
            </Button>
          </Space>
        ) : (
          <span className={styles.muted}>{formatMinute(r.decidedAt)} 已处理</span>
        ),
    },
  ];

  return (
    <>
      <GrantFilters
        table={table}
        refetch={list.refetch}
        searchLabel="搜索使用申请"
        placeholder="企业或软件名称"
        statusLabel="审批状态"
      />
      <ListTable<GrantRequest>
        aria-label="使用申请"
        size="middle"
        table={table}
        list={list}
        empty={EMPTY}
        columns={columns}
      />
      <GrantDecisionDialog
        key={deciding?.key}
        request={deciding?.request}
        kind={deciding?.kind ?? 'approve'}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
