import type { Post } from '@coalsim/contract';
import { Button, Grid, Space, Table, Tag } from 'antd';
import type { TableColumnsType, TableColumnType, TableProps } from 'antd';
import type { ReactNode } from 'react';

import { formatDateTime } from '../../../lib/format-date-time';

interface PostsTableProps {
  rows: Post[];
  loading: boolean;
  density: NonNullable<TableProps['size']>;
  table: Pick<TableProps<Post>, 'pagination' | 'onChange'>;
  sortOrderOf: (field: string) => TableColumnType<unknown>['sortOrder'];
  empty: ReactNode;
  onEdit: (post: Post) => void;
  onDelete: (post: Post) => void;
}

/** 岗位管理's table: paged and sorted on the server. */
export function PostsTable({
  rows,
  loading,
  density,
  table,
  sortOrderOf,
  empty,
  onEdit,
  onDelete,
}: PostsTableProps) {
  const pin = Grid.useBreakpoint().sm ? 'end' : undefined;
  const columns: TableColumnsType<Post> = [
    { title: '岗位名称', dataIndex: 'name', key: 'name', sorter: true, sortOrder: sortOrderOf('name') },
    { title: '在岗员工', dataIndex: 'workerCount', key: 'workerCount', width: 100, align: 'right' },
    {
      title: '排序',
      dataIndex: 'sort',
      key: 'sort',
      width: 90,
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf('sort'),
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 80,
      render: (enabled: boolean) => (enabled ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
    },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      key: 'createTime',
      width: 170,
      sorter: true,
      sortOrder: sortOrderOf('createTime'),
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: pin,
      width: 120,
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" size="small" aria-label={`编辑 ${p.name}`} onClick={() => onEdit(p)}>
            编辑
          </Button>
          <Button type="link" size="small" danger aria-label={`删除 ${p.name}`} onClick={() => onDelete(p)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<Post>
      aria-label="岗位"
      rowKey="id"
      size={density}
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 720 }}
      locale={{ emptyText: empty }}
      {...table}
    />
  );
}
