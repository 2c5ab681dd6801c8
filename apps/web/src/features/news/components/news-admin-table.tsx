import { ReadOutlined } from '@ant-design/icons';
import { NEWS_STATUS_LABELS } from '@coalsim/contract';
import type { AdminNews, NewsStatus } from '@coalsim/contract';
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';

import { ListTable } from '../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../components/list-table/list-table';
import { useCheckPermission } from '../../../components/permission/permission';
import { formatDateTime } from '../../../lib/format-date-time';
import { NEWS_PERMISSIONS } from '../utils/news-permissions';

const STATUS_COLORS: Record<NewsStatus, string> = {
  draft: 'default',
  published: 'success',
  offline: 'warning',
};

const EMPTY: ListEmptyTexts = {
  icon: <ReadOutlined />,
  failedTitle: '资讯读取失败',
  noMatch: { title: '没有符合条件的资讯', description: '换个标题、分类或状态再查，或点“重置”查看全部资讯。' },
  nothingYet: {
    title: '还没有资讯',
    description: '点击“新增”撰写行业动态或平台公告；状态选“已发布”后，资讯会显示在门户的资讯页。',
  },
};

interface NewsAdminTableProps {
  table: SortedListTableState;
  list: ListTableProps<AdminNews>['list'];
  density: NonNullable<TableProps['size']>;
  categoryLabels: ReadonlyMap<string, string>;
  onEdit: (news: AdminNews) => void;
  onDelete: (news: AdminNews) => void;
}

/** 资讯管理's table: 编辑 with news:edit, 删除 with news:del. */
export function NewsAdminTable({
  table,
  list,
  density,
  categoryLabels,
  onEdit,
  onDelete,
}: NewsAdminTableProps) {
  const can = useCheckPermission();
  const canEdit = can(NEWS_PERMISSIONS.edit);
  const canDelete = can(NEWS_PERMISSIONS.del);
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
      sortOrder: table.sortOrderOf('views'),
    },
    {
      title: '发布时间',
      dataIndex: 'publishedAt',
      key: 'publishedAt',
      width: 170,
      sorter: true,
      sortOrder: table.sortOrderOf('publishedAt'),
      render: (v: string | null) => formatDateTime(v),
    },
    ...(canEdit || canDelete
      ? [
          {
            title: '操作',
            key: 'actions',
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
    <ListTable<AdminNews>
      aria-label="资讯"
      table={table}
      list={list}
      empty={EMPTY}
      size={density}
      columns={columns}
    />
  );
}
