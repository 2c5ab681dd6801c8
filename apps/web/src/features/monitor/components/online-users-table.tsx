import type { OnlineSession } from '@coalsim/contract';
import { Button, Popconfirm, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';

import { Permission } from '../../../components/permission/permission';
import { formatDateTime } from '../../../lib/format-date-time';

/** Who may force sessions out; the server checks the same permission. */
export const KICK_PERMISSION = ['admin', 'online:del'];

interface OnlineUsersTableProps {
  rows: OnlineSession[];
  loading: boolean;
  pagination: TablePaginationConfig;
  selected: string[];
  /** Undefined when the user may not kick: no selection column then. */
  onSelect: ((ids: string[]) => void) | undefined;
  onKick: (ids: string[]) => Promise<unknown>;
}

export function OnlineUsersTable({
  rows,
  loading,
  pagination,
  selected,
  onSelect,
  onKick,
}: OnlineUsersTableProps) {
  const columns: TableColumnsType<OnlineSession> = [
    {
      title: '用户名',
      dataIndex: 'username',
      render: (username: string, row) => (
        <>
          {username}
          {row.current && (
            <Tag color="processing" style={{ marginInlineStart: 8 }}>
              当前会话
            </Tag>
          )}
        </>
      ),
    },
    { title: '昵称', dataIndex: 'nickName' },
    { title: 'IP', dataIndex: 'ip', render: (ip: string | null) => ip ?? '-' },
    { title: '浏览器', dataIndex: 'browser', ellipsis: true, render: (b: string | null) => b ?? '-' },
    { title: '登录时间', dataIndex: 'loginTime', render: formatDateTime },
    { title: '最近活动', dataIndex: 'lastSeen', render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Permission value={KICK_PERMISSION}>
          {row.current ? (
            // Forcing out one's own session would only sign oneself out: 退出登录 does that.
            <Tooltip title="不能强退当前会话">
              <Button type="link" danger size="small" disabled>
                强退
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm
              title="确定强制退出该用户吗？"
              okText="确定"
              cancelText="取消"
              onConfirm={() => onKick([row.id])}
            >
              <Button type="link" danger size="small" aria-label={`强退 ${row.username}`}>
                强退
              </Button>
            </Popconfirm>
          )}
        </Permission>
      ),
    },
  ];

  return (
    <Table<OnlineSession>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 860 }}
      rowSelection={
        onSelect && {
          selectedRowKeys: selected,
          onChange: (keys) => onSelect(keys.map(String)),
          getCheckboxProps: (row) => ({ disabled: row.current, 'aria-label': `选择 ${row.username}` }),
        }
      }
    />
  );
}
