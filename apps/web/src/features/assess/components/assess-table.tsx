import { AuditOutlined } from '@ant-design/icons';
import type { Assess } from '@coalsim/contract';
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
import { ASSESS_PERMISSIONS } from '../utils/assess-permissions';
import { formatSlot } from '../utils/format-room-time';
import { AssessStatusTag, DISCUSSION_WARNING, formatTotal } from './assess-status-tag';
import styles from './assess.module.css';

const EMPTY: ListEmptyTexts = {
  icon: <AuditOutlined />,
  failedTitle: '考核读取失败',
  noMatch: {
    title: '没有符合条件的考核',
    description: '换个名称、状态或专家组再查，或点“重置”查看全部考核。',
  },
  nothingYet: {
    title: '还没有考核',
    description: '企业提交软件接入申请后，点击“发起考核”，选择专家组、考核室和考核项。',
  },
};

interface AssessTableProps {
  table: SortedListTableState;
  list: ListTableProps<Assess>['list'];
  density: NonNullable<TableProps['size']>;
  onDetail: (row: Assess) => void;
  onEdit: (row: Assess) => void;
  onDelete: (row: Assess) => void;
}

/** 考核列表's table: paged and sorted on the server; 编辑 and 删除 only while undecided. */
export function AssessTable({ table, list, density, onDetail, onEdit, onDelete }: AssessTableProps) {
  const can = useCheckPermission();
  const canEdit = can(ASSESS_PERMISSIONS.edit);
  const canDelete = can(ASSESS_PERMISSIONS.del);
  const columns: TableColumnsType<Assess> = [
    { title: '考核标题', dataIndex: 'title', key: 'title', ellipsis: true },
    { title: '软件', key: 'soft', render: (_, a) => `${a.soft.name} ${a.soft.version}` },
    { title: '申请企业', key: 'vendor', render: (_, a) => a.vendor.name },
    { title: '专家组', key: 'team', width: 120, render: (_, a) => a.team.name },
    {
      title: '考核室',
      key: 'room',
      width: 220,
      render: (_, a) => (
        <>
          {a.room.name}
          <br />
          {formatSlot(a.room.startTime, a.room.endTime)}
        </>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      width: 90,
      render: (_, a) => <AssessStatusTag status={a.status} />,
    },
    {
      title: '评分进度',
      key: 'progress',
      width: 90,
      align: 'right',
      render: (_, a) => `${a.scoredCount}/${a.expertCount}`,
    },
    {
      title: '总分',
      dataIndex: 'total',
      key: 'total',
      width: 130,
      align: 'right',
      render: (_, a) => (
        <>
          {formatTotal(a.total)}
          {a.needsDiscussion && (
            <Tag color="warning" className={styles.flag} title={DISCUSSION_WARNING}>
              建议讨论
            </Tag>
          )}
        </>
      ),
    },
    {
      title: '发起时间',
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
      width: 160,
      render: (_, a) => (
        <Space size={0}>
          <Button type="link" size="small" aria-label={`详情 ${a.title}`} onClick={() => onDetail(a)}>
            详情
          </Button>
          {a.status === 'assessing' && canEdit && (
            <Button type="link" size="small" aria-label={`编辑 ${a.title}`} onClick={() => onEdit(a)}>
              编辑
            </Button>
          )}
          {a.status === 'assessing' && canDelete && (
            <Button
              type="link"
              size="small"
              danger
              aria-label={`删除 ${a.title}`}
              onClick={() => onDelete(a)}
            >
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListTable<Assess>
      aria-label="考核"
      table={table}
      list={list}
      empty={EMPTY}
      size={density}
      columns={columns}
    />
  );
}
