import type { Log } from '@coalsim/contract';
import { Button, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts, ListTableProps } from '../../../components/list-table/list-table';
import { LogResultTag } from '../../../components/log-result-tag/log-result-tag';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { formatDateTime } from '../../../lib/format-date-time';
import { LogDetail } from './log-detail';

const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'cyan', PUT: 'purple', DELETE: 'magenta' };

interface LogsTableProps {
  /** The table's accessible name: the page's title. */
  label: string;
  table: ListTableProps<Log>['table'] & {
    sortOrderOf: (field: string) => TableColumnsType<Log>[number]['sortOrder'];
  };
  list: ListTableProps<Log>['list'];
  density: TableDensity;
  /** What the table says without rows: nothing recorded (yet), or nothing matching. */
  empty: ListEmptyTexts;
  /** 异常日志's 详情 (the stack); without it the table has no such column. */
  onDetail?: ((row: Log) => void) | undefined;
}

/**
 * The table of 操作日志 and 异常日志: one row per recorded call, newest first unless sorted on the
 * server; a row expands to its parameters, request id and failure reason.
 */
export function LogsTable({ label, table, list, density, empty, onDetail }: LogsTableProps) {
  const columns: TableColumnsType<Log> = [
    {
      title: '时间',
      dataIndex: 'createTime',
      key: 'createTime',
      width: 165,
      sorter: true,
      sortOrder: table.sortOrderOf('createTime'),
      render: formatDateTime,
    },
    { title: '用户名', dataIndex: 'username', key: 'username', width: 110, ellipsis: true, render: orDash },
    { title: '操作', dataIndex: 'description', key: 'description', width: 130, ellipsis: true },
    {
      title: '请求方式',
      dataIndex: 'method',
      key: 'method',
      width: 84,
      render: (method: string) => <Tag color={METHOD_COLORS[method]}>{method}</Tag>,
    },
    { title: '请求路径', dataIndex: 'path', key: 'path', ellipsis: true },
    { title: 'IP', dataIndex: 'requestIp', key: 'requestIp', width: 120, ellipsis: true, render: orDash },
    { title: '浏览器', dataIndex: 'browser', key: 'browser', width: 140, ellipsis: true, render: orDash },
    {
      title: '耗时',
      dataIndex: 'time',
      key: 'time',
      width: 80,
      align: 'right',
      sorter: true,
      sortOrder: table.sortOrderOf('time'),
      render: (ms: number) => `${ms} ms`,
    },
    {
      title: '结果',
      dataIndex: 'status',
      key: 'status',
      width: 96,
      sorter: true,
      sortOrder: table.sortOrderOf('status'),
      render: (status: number, row) => <LogResultTag status={status} message={row.message} />,
    },
    ...(onDetail
      ? [
          {
            title: '异常详情',
            key: 'actions',
            width: 96,
            render: (_: unknown, row: Log) => (
              <Button type="link" size="small" onClick={() => onDetail(row)}>
                详情
              </Button>
            ),
          } satisfies TableColumnsType<Log>[number],
        ]
      : []),
  ];

  return (
    <ListTable<Log>
      aria-label={label}
      table={table}
      list={list}
      empty={empty}
      columns={columns}
      size={density}
      expandable={{ expandedRowRender: (row) => <LogDetail log={row} /> }}
    />
  );
}

function orDash(value: string | null): string {
  return value ?? '-';
}
