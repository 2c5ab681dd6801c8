import type { DeptNode } from '@coalsim/contract';
import { Button, Space, Switch } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { ReactNode } from 'react';

import { FitTable } from '../../../components/list-table/fit-table';
import { formatDateTime } from '../../../lib/format-date-time';

interface DeptsTableProps {
  rows: DeptNode[];
  density: NonNullable<TableProps['size']>;
  loading: boolean;
  empty: ReactNode;
  expanded: readonly number[];
  onExpandedChange: (keys: number[]) => void;
  toggling: number | undefined;
  onToggle: (dept: DeptNode, enabled: boolean) => void;
  onAddChild: (dept: DeptNode) => void;
  onEdit: (dept: DeptNode) => void;
  onDelete: (dept: DeptNode) => void;
}

/** 部门管理's tree table: every level in one table, children indented under their parent. */
export function DeptsTable({
  rows,
  density,
  loading,
  empty,
  expanded,
  onExpandedChange,
  toggling,
  onToggle,
  onAddChild,
  onEdit,
  onDelete,
}: DeptsTableProps) {
  const columns: TableColumnsType<DeptNode> = [
    { title: '部门名称', dataIndex: 'name', key: 'name', width: 180 },
    { title: '直属员工', dataIndex: 'workerCount', key: 'workerCount', width: 90, align: 'right' },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 70, align: 'right' },
    {
      title: '状态',
      key: 'enabled',
      width: 80,
      render: (_, d) => (
        <Switch
          size="small"
          checked={d.enabled}
          loading={toggling === d.id}
          aria-label={`${d.name} 启用`}
          onChange={(next) => onToggle(d, next)}
        />
      ),
    },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      key: 'createTime',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      render: (_, d) => (
        <Space size={0}>
          <Button type="link" size="small" aria-label={`新增下级 ${d.name}`} onClick={() => onAddChild(d)}>
            新增下级
          </Button>
          <Button type="link" size="small" aria-label={`编辑 ${d.name}`} onClick={() => onEdit(d)}>
            编辑
          </Button>
          <Button type="link" size="small" danger aria-label={`删除 ${d.name}`} onClick={() => onDelete(d)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <FitTable<DeptNode>
      aria-label="部门"
      rowKey="id"
      size={density}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: empty }}
      expandable={{
        expandedRowKeys: [...expanded],
        onExpandedRowsChange: (keys) => onExpandedChange(keys.map(Number)),
      }}
    />
  );
}
