import { TRAIN_RECORD_SOURCE_LABELS } from '@coalsim/contract';
import type { TrainRecord } from '@coalsim/contract';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { TableColumnsType, TableColumnType, TableProps } from 'antd';

import { ListTable } from '../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../components/list-table/list-table';
import { formatMs } from '../../../lib/format-date-time';
import { formatDuration } from '../utils/train-format';

export const REPORTED_READ_ONLY = '软件上报的记录只读';

/** 存疑: kept and shown, never counted towards a plan; the reason shows on hover and focus. */
export function FlaggedTag({ record }: { record: Pick<TrainRecord, 'flagged' | 'flagReason'> }) {
  if (!record.flagged) return null;
  return (
    <Tooltip title={record.flagReason ?? '时间或成绩不合常理，不计入培训计划'}>
      <Tag color="warning" tabIndex={0} aria-label={`存疑：${record.flagReason ?? '不计入培训计划'}`}>
        存疑
      </Tag>
    </Tooltip>
  );
}

/** The columns every records table shows (培训记录 and 我的培训). */
export function recordColumns(
  sortOrderOf?: (field: string) => TableColumnType<unknown>['sortOrder'],
): TableColumnsType<TrainRecord> {
  return [
    { title: '软件', key: 'soft', width: 150, render: (_, r) => r.soft.name },
    { title: '培训计划', key: 'plan', width: 150, render: (_, r) => r.plan?.name ?? '-' },
    { title: '设备', key: 'device', width: 120, render: (_, r) => r.deviceSerial ?? '-' },
    {
      title: '开始时间',
      key: 'startedAt',
      width: 150,
      sorter: Boolean(sortOrderOf),
      sortOrder: sortOrderOf?.('startedAt'),
      render: (_, r) => formatMs(r.startedAt),
    },
    {
      title: '时长',
      key: 'durationS',
      width: 90,
      sorter: Boolean(sortOrderOf),
      sortOrder: sortOrderOf?.('durationS'),
      render: (_, r) => formatDuration(r.durationS),
    },
    {
      title: '成绩',
      key: 'score',
      width: 80,
      sorter: Boolean(sortOrderOf),
      sortOrder: sortOrderOf?.('score'),
      render: (_, r) => r.score,
    },
    {
      title: '是否合格',
      key: 'passed',
      width: 130,
      render: (_, r) => (
        <Space size={4} wrap>
          {r.passed ? <Tag color="success">合格</Tag> : <Tag color="error">不合格</Tag>}
          <FlaggedTag record={r} />
        </Space>
      ),
    },
    { title: '来源', key: 'source', width: 100, render: (_, r) => TRAIN_RECORD_SOURCE_LABELS[r.source] },
  ];
}

interface RecordsTableProps {
  table: SortedListTableState;
  list: ListTableProps<TrainRecord>['list'];
  density: NonNullable<TableProps['size']>;
  /** What the table says without rows (its 新增记录 opens the page's dialog). */
  empty: ListEmptyTexts;
  onEdit: (record: TrainRecord) => void;
  onDelete: (record: TrainRecord) => void;
}

/** 培训记录's table: 编辑 and 删除 for manual records; reported ones say they are read-only. */
export function RecordsTable(props: RecordsTableProps) {
  const { table, list, density, empty, onEdit, onDelete } = props;
  const columns: TableColumnsType<TrainRecord> = [
    {
      title: '员工',
      key: 'worker',
      width: 130,
      render: (_, r) => (
        <span>
          {r.worker.name}
          <br />
          <small style={{ color: 'rgba(0,0,0,0.45)' }}>{r.worker.employeeNo}</small>
        </span>
      ),
    },
    ...recordColumns(table.sortOrderOf),
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, r) =>
        r.source === 'manual' ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              aria-label={`编辑 ${r.worker.name} 的记录`}
              onClick={() => onEdit(r)}
            >
              编辑
            </Button>
            <Button
              type="link"
              size="small"
              danger
              aria-label={`删除 ${r.worker.name} 的记录`}
              onClick={() => onDelete(r)}
            >
              删除
            </Button>
          </Space>
        ) : (
          <small style={{ color: 'rgba(0,0,0,0.45)' }}>{REPORTED_READ_ONLY}</small>
        ),
    },
  ];
  return (
    <ListTable<TrainRecord>
      aria-label="培训记录"
      table={table}
      list={list}
      empty={empty}
      size={density}
      columns={columns}
    />
  );
}
