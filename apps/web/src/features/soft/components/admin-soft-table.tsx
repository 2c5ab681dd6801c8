import { AppstoreOutlined } from '@ant-design/icons';
import type { ManagedSoft } from '@coalsim/contract';
import { Button, Space } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { Link } from 'react-router-dom';

import { ListTable } from '../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../components/list-table/list-table';
import { useCheckPermission } from '../../../components/permission/permission';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { SOFT_PERMISSIONS } from '../utils/soft-permissions';
import { SoftStatusTag } from './soft-status-tag';

const EMPTY: ListEmptyTexts = {
  icon: <AppstoreOutlined />,
  failedTitle: '软件列表读取失败',
  noMatch: { title: '没有符合条件的软件', description: '换个名称、状态或分类再查，或点“重置”查看全部软件。' },
  nothingYet: {
    title: '还没有软件',
    description: '企业用户在个人中心的“应用管理”登记软件并提交考核后，软件会出现在这里。',
  },
};

interface AdminSoftTableProps {
  table: SortedListTableState;
  list: ListTableProps<ManagedSoft>['list'];
  density: NonNullable<TableProps['size']>;
  categoryLabels: ReadonlyMap<string, string>;
  /** Shows only this vendor's software. */
  onVendor: (vendor: ManagedSoft['vendor']) => void;
  onOffline: (soft: ManagedSoft) => void;
  onOnline: (soft: ManagedSoft) => void;
}

/** The back office's 软件管理 table: 下架 a published software, 上架 an offline one (soft:edit). */
export function AdminSoftTable({
  table,
  list,
  density,
  categoryLabels,
  onVendor,
  onOffline,
  onOnline,
}: AdminSoftTableProps) {
  const canEdit = useCheckPermission()(SOFT_PERMISSIONS.edit);
  const columns: TableColumnsType<ManagedSoft> = [
    {
      title: '软件名称',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: table.sortOrderOf('name'),
      ellipsis: true,
      width: 200,
    },
    {
      title: '开发单位',
      key: 'vendor',
      width: 170,
      render: (_, soft) => (
        <Button
          type="link"
          size="small"
          aria-label={`只看 ${soft.vendor.name} 的软件`}
          onClick={() => onVendor(soft.vendor)}
        >
          {soft.vendor.name}
        </Button>
      ),
    },
    {
      title: '分类',
      dataIndex: 'category',
      key: 'category',
      width: 110,
      render: (value: string) => categoryLabels.get(value) ?? value,
    },
    { title: '版本', dataIndex: 'version', key: 'version', width: 90 },
    { title: '状态', key: 'status', width: 200, render: (_, soft) => <SoftStatusTag soft={soft} /> },
    { title: '浏览', dataIndex: 'viewCount', key: 'viewCount', width: 80, align: 'right' },
    {
      title: '发布时间',
      dataIndex: 'publishedAt',
      key: 'publishedAt',
      width: 170,
      sorter: true,
      sortOrder: table.sortOrderOf('publishedAt'),
      render: (v: string | null) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, soft) => (
        <Space size={0}>
          <Link to={`${paths.softMineDetail}?id=${soft.id}`} aria-label={`详情 ${soft.name}`}>
            详情
          </Link>
          {canEdit && soft.status === 'published' && (
            <Button
              type="link"
              size="small"
              danger
              aria-label={`下架 ${soft.name}`}
              onClick={() => onOffline(soft)}
            >
              下架
            </Button>
          )}
          {canEdit && soft.status === 'offline' && (
            <Button type="link" size="small" aria-label={`上架 ${soft.name}`} onClick={() => onOnline(soft)}>
              上架
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListTable<ManagedSoft>
      aria-label="软件"
      table={table}
      list={list}
      empty={EMPTY}
      size={density}
      columns={columns}
    />
  );
}
