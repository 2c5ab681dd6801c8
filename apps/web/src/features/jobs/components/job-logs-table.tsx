import type { JobLog } from '@coalsim/contract';
import { Button, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { ReactNode } from 'react';

import { formatDateTime } from '../../../lib/format-date-time';
import { RunResultTag, TriggerTag } from './job-tags';

interface JobLogsTableProps {
  rows: JobLog[];
  loading: boolean;
  /** With 任务名称 when the history is every job's. */
  showJob: boolean;
  table: Pick<TableProps<JobLog>, 'pagination' | 'onChange'>;
  sortOrder: (field: string) => TableColumnsType<JobLog>[number]['sortOrder'];
  empty: ReactNode;
  onError: (row: JobLog) => void;
}

/** 执行记录: one row per run, newest first unless sorted, a failure's error one click away. */
export function JobLogsTable({
  rows,
  loading,
  showJob,
  table,
  sortOrder,
  empty,
  onError,
}: JobLogsTableProps) {
  const columns: TableColumnsType<JobLog> = [
    {
      title: '执行时间',
      dataIndex: 'createTime',
      key: 'createTime',
      width: 165,
      sorter: true,
      sortOrder: sortOrder('createTime'),
      render: formatDateTime,
    },
    ...(showJob
      ? [{ title: '任务名称', dataIndex: 'jobName', key: 'jobName', width: 140, ellipsis: true }]
      : []),
    {
      title: '触发方式',
      dataIndex: 'trigger',
      key: 'trigger',
      width: 84,
      render: (trigger: JobLog['trigger']) => <TriggerTag trigger={trigger} />,
    },
    {
      title: '执行人',
      dataIndex: 'username',
      key: 'username',
      width: 100,
      ellipsis: true,
      render: (username: string | null, row) => username ?? (row.trigger === 'schedule' ? '系统' : '-'),
    },
    {
      title: '结果',
      dataIndex: 'result',
      key: 'result',
      ellipsis: true,
      render: (result: string | null) => result || '-',
    },
    {
      title: '耗时',
      dataIndex: 'time',
      key: 'time',
      width: 90,
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('time'),
      render: (ms: number) => `${ms} ms`,
    },
    {
      title: '状态',
      dataIndex: 'isSuccess',
      key: 'isSuccess',
      width: 76,
      render: (success: boolean) => <RunResultTag success={success} />,
    },
    {
      title: '异常',
      key: 'error',
      width: 70,
      render: (_, row) =>
        row.exceptionDetail ? (
          <Button
            type="link"
            size="small"
            aria-label={`异常详情 ${formatDateTime(row.createTime)}`}
            onClick={() => onError(row)}
          >
            详情
          </Button>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <Table<JobLog>
      aria-label="执行记录"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      size="small"
      scroll={{ x: showJob ? 900 : 760 }}
      locale={{ emptyText: empty }}
      {...table}
    />
  );
}
