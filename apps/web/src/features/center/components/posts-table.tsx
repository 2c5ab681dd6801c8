import { IdcardOutlined } from '@ant-design/icons';
import type { Post } from '@coalsim/contract';
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';

import { ListTable } from '../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../components/list-table/list-table';
import { formatDateTime } from '../../../lib/format-date-time';

const EMPTY: ListEmptyTexts = {
  icon: <IdcardOutlined />,
  failedTitle: '岗位读取失败',
  noMatch: { title: '没有符合条件的岗位', description: '换个名称或状态再查，或点“重置”查看全部岗位。' },
  nothingYet: {
    title: '还没有岗位',
    description: '点击“新增”添加采煤机司机、通风工等岗位，供员工档案选用。',
  },
};

interface PostsTableProps {
  table: SortedListTableState;
  list: ListTableProps<Post>['list'];
  density: NonNullable<TableProps['size']>;
  onEdit: (post: Post) => void;
  onDelete: (post: Post) => void;
}

/** 岗位管理's table: paged and sorted on the server. */
export function PostsTable({ table, list, density, onEdit, onDelete }: PostsTableProps) {
  const columns: TableColumnsType<Post> = [
    { title: '岗位名称', dataIndex: 'name', key: 'name', sorter: true, sortOrder: table.sortOrderOf('name') },
    { title: '在岗员工', dataIndex: 'workerCount', key: 'workerCount', width: 100, align: 'right' },
    {
      title: '排序',
      dataIndex: 'sort',
      key: 'sort',
      width: 90,
      align: 'right',
      sorter: true,
      sortOrder: table.sortOrderOf('sort'),
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
      sortOrder: table.sortOrderOf('createTime'),
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
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
    <ListTable<Post>
      aria-label="岗位"
      table={table}
      list={list}
      empty={EMPTY}
      size={density}
      columns={columns}
    />
  );
}
