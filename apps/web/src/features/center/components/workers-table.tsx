import { WORKER_STATUS_LABELS } from '@coalsim/contract';
import type { Worker } from '@coalsim/contract';
import { Button, Grid, Space, Table, Tag } from 'antd';
import type { TableColumnsType, TableColumnType, TableProps } from 'antd';
import type { ReactNode } from 'react';

import styles from './org.module.css';

interface WorkersTableProps {
  rows: Worker[];
  loading: boolean;
  density: NonNullable<TableProps['size']>;
  table: Pick<TableProps<Worker>, 'pagination' | 'onChange'>;
  sortOrderOf: (field: string) => TableColumnType<unknown>['sortOrder'];
  empty: ReactNode;
  opening: number | undefined;
  onOpenAccount: (worker: Worker) => void;
  onEdit: (worker: Worker) => void;
  onDelete: (worker: Worker) => void;
}

const dash = (value: string | null | undefined) => value || <span className={styles.muted}>-</span>;

/** 员工管理's table: the id card comes masked from the server; 账号 is the login or a way to open one. */
export function WorkersTable(props: WorkersTableProps) {
  const { rows, loading, density, table, sortOrderOf, empty, opening, onOpenAccount, onEdit, onDelete } =
    props;
  const pin = Grid.useBreakpoint().sm ? 'end' : undefined;
  const columns: TableColumnsType<Worker> = [
    {
      title: '工号',
      dataIndex: 'employeeNo',
      key: 'employeeNo',
      width: 110,
      sorter: true,
      sortOrder: sortOrderOf('employeeNo'),
    },
    {
      title: '姓名',
      dataIndex: 'name',
      key: 'name',
      width: 100,
      sorter: true,
      sortOrder: sortOrderOf('name'),
    },
    { title: '性别', dataIndex: 'gender', key: 'gender', width: 64, render: dash },
    { title: '手机号码', dataIndex: 'phone', key: 'phone', width: 130 },
    {
      title: '身份证号',
      dataIndex: 'idCard',
      key: 'idCard',
      width: 190,
      render: (v: string | null) => (v ? <span className={styles.mono}>{v}</span> : dash(v)),
    },
    { title: '部门', key: 'dept', width: 130, render: (_, w) => dash(w.dept?.name) },
    { title: '岗位', key: 'post', width: 120, render: (_, w) => dash(w.post?.name) },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      width: 80,
      render: (s: Worker['status']) => (
        <Tag color={s === 'active' ? 'success' : 'default'}>{WORKER_STATUS_LABELS[s]}</Tag>
      ),
    },
    {
      title: '入职日期',
      dataIndex: 'hiredOn',
      key: 'hiredOn',
      width: 120,
      sorter: true,
      sortOrder: sortOrderOf('hiredOn'),
      render: dash,
    },
    {
      title: '账号',
      key: 'account',
      width: 130,
      render: (_, w) =>
        w.account ? (
          <span className={w.account.enabled ? undefined : styles.muted}>
            {w.account.username}
            {!w.account.enabled && '（已停用）'}
          </span>
        ) : (
          <Button
            size="small"
            loading={opening === w.id}
            disabled={w.status === 'left'}
            aria-label={`开通账号 ${w.name}`}
            onClick={() => onOpenAccount(w)}
          >
            开通账号
          </Button>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: pin,
      width: 110,
      render: (_, w) => (
        <Space size={0}>
          <Button type="link" size="small" aria-label={`编辑 ${w.name}`} onClick={() => onEdit(w)}>
            编辑
          </Button>
          <Button type="link" size="small" danger aria-label={`删除 ${w.name}`} onClick={() => onDelete(w)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<Worker>
      aria-label="员工"
      rowKey="id"
      size={density}
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1300 }}
      locale={{ emptyText: empty }}
      {...table}
    />
  );
}
