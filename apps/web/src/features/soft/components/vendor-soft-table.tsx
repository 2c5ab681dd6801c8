import { SOFT_EDITABLE } from '@coalsim/contract';
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
import { detailHref, paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { SoftStatusTag } from './soft-status-tag';

interface VendorSoftTableProps {
  table: SortedListTableState;
  list: ListTableProps<ManagedSoft>['list'];
  density: NonNullable<TableProps['size']>;
  categoryLabels: ReadonlyMap<string, string>;
  /** What the table says without rows (its 新增软件 opens the page's dialog). */
  empty: ListEmptyTexts;
  onEdit: (soft: ManagedSoft) => void;
  onDelete: (soft: ManagedSoft) => void;
  onSubmit: (soft: ManagedSoft) => void;
}

/**
 * 应用管理's table. A draft or rejected software can be edited, deleted and submitted; once
 * submitted it is the assessment's until decided, and a published one links to 软件中心.
 */
export function VendorSoftTable({
  table,
  list,
  density,
  categoryLabels,
  empty,
  onEdit,
  onDelete,
  onSubmit,
}: VendorSoftTableProps) {
  const columns: TableColumnsType<ManagedSoft> = [
    {
      title: '软件名称',
      dataIndex: 'name',
      key: 'name',
      // The column one reads the list by: the first to get room, the last to shorten with "…".
      width: 260,
      sorter: true,
      sortOrder: table.sortOrderOf('name'),
      ellipsis: true,
    },
    {
      title: '分类',
      dataIndex: 'category',
      key: 'category',
      width: 120,
      render: (value: string) => categoryLabels.get(value) ?? value,
    },
    { title: '版本', dataIndex: 'version', key: 'version', width: 100 },
    {
      title: '状态',
      key: 'status',
      width: 220,
      render: (_, soft) => <SoftStatusTag soft={soft} />,
    },
    {
      title: '更新时间',
      dataIndex: 'updateTime',
      key: 'updateTime',
      width: 170,
      sorter: true,
      sortOrder: table.sortOrderOf('updateTime'),
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, soft) =>
        SOFT_EDITABLE.includes(soft.status) ? (
          <Space size={0}>
            <Button type="link" size="small" aria-label={`编辑 ${soft.name}`} onClick={() => onEdit(soft)}>
              编辑
            </Button>
            <Button
              type="link"
              size="small"
              aria-label={`提交考核 ${soft.name}`}
              onClick={() => onSubmit(soft)}
            >
              提交考核
            </Button>
            <Button
              type="link"
              size="small"
              danger
              aria-label={`删除 ${soft.name}`}
              onClick={() => onDelete(soft)}
            >
              删除
            </Button>
          </Space>
        ) : soft.status === 'published' ? (
          <Link to={detailHref(paths.softDetail, soft.id)} aria-label={`在软件中心查看 ${soft.name}`}>
            在软件中心查看
          </Link>
        ) : (
          <span>{soft.status === 'offline' ? '已下架，如需恢复请联系平台' : '考核流程中，暂不可修改'}</span>
        ),
    },
  ];
  return (
    <ListTable<ManagedSoft>
      aria-label="我的软件"
      table={table}
      list={list}
      empty={empty}
      size={density}
      columns={columns}
    />
  );
}
