import { NEWS_STATUS_LABELS } from '@coalsim/contract';
import type { AdminNews, NewsStatus } from '@coalsim/contract';
import { Button, Grid, Space, Table, Tag } from 'antd';
import type { TableColumnsType, TableColumnType, TableProps } from 'antd';
import type { ReactNode } from 'react';

import { useCheckPermission } from '../../../components/permission/permission';
import { formatDateTime } from '../../../lib/format-date-time';
import { NEWS_PERMISSIONS } from '../utils/news-permissions';

const STATUS_COLORS: Record<NewsStatus, string> = {
  draft: 'default',
  published: 'success',
  offline: 'warning',
};

interface NewsAdminTableProps {
  rows: AdminNews[];
  loading: boolean;
  density: NonNullable<TableProps['size']>;
  table: Pick<TableProps<AdminNews>, 'pagination' | 'onChange'>;
  sortOrderOf: (field: string) => TableColumnType<unknown>['sortOrder'];
  categoryLabels: ReadonlyMap<string, string>;
  empty: ReactNode;
  onEdit: (news: AdminNews) => void;
  onDelete: (news: AdminNews) => void;
}

/** 资讯管理's table: 编辑 with news:edit, 删除 with news:del. */
export function NewsAdminTable({
  rows,
  loading,
  density,
  table,
  sortOrderOf,
  categoryLabels,
  empty,
  onEdit,
  onDelete,
}: NewsAdminTableProps) {
  const can = useCheckPermission();
  const canEdit = can(NEWS_PERMISSIONS.edit);
  const canDelete = can(NEWS_PERMISSIONS.del);
  const pin = Grid.useBreakpoint().sm ? 'end' : undefined;
  const columns: TableColumnsType<AdminNews> = [
    { title: '标题', dataIndex: 'title', key: 'title', ellipsis: true, width: 260 },
    {
      title: '分类',
      dataIndex: 'category',
      key: 'category',
      width: 110,
      render: (value: string) => categoryLabels.get(value) ?? value,
    },
    { title: '作者', dataIndex: 'author', key: 'author', width: 110, ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      width: 90,
      render: (status: NewsStatus) => <Tag color={STATUS_COLORS[status]}>{NEWS_STATUS_LABELS[status]}</Tag>,
    },
    {
      title: '浏览',
      dataIndex: 'views',
      key: 'views',
      width: 80,
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf('views'),
    },
    {
      title: '发布时间',
      dataIndex: 'publishedAt',
      key: 'publishedAt',
      width: 170,
      sorter: true,
      sortOrder: sortOrderOf('publishedAt'),
      render: (v: string | null) => formatDateTime(v),
    },
    ...(canEdit || canDelete
      ? [
          {
            title: '操作',
            key: 'actions',
            fixed: pin,
            width: 120,
            render: (_: unknown, news: AdminNews) => (
              <Space size={0}>
                {canEdit && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`编辑 ${news.title}`}
                    onClick={() => onEdit(news)}
                  >
                    编辑
                  </Button>
                )}
                {canDelete && (
                  <Button
                    type="link"
                    size="small"
                    danger
                    aria-label={`删除 ${news.title}`}
                    onClick={() => onDelete(news)}
                  >
                    删除
                  </Button>
                )}
              </Space>
            ),
          } satisfies TableColumnsType<AdminNews>[number],
        ]
      : []),
  ];
  return (
    <Table<AdminNews>
      aria-label="资讯"
      rowKey="id"
      size={density}
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 960 }}
      locale={{ emptyText: empty }}
      {...table}
    />
  );
}
