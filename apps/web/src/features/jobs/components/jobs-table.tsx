import { FieldTimeOutlined } from '@ant-design/icons';
import { JOB_HANDLERS } from '@coalsim/contract';
import type { Job } from '@coalsim/contract';
import { Button, Space, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';

import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts, ListTableProps } from '../../../components/list-table/list-table';
import { useCheckPermission } from '../../../components/permission/permission';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { formatDateTime } from '../../../lib/format-date-time';
import { handlerLabel, isHandlerName } from '../utils/job-handlers';
import { JOB_PERMISSIONS } from '../utils/job-permissions';
import { JobStateTag, RunResultTag } from './job-tags';
import styles from './jobs.module.css';

const EMPTY: ListEmptyTexts = {
  icon: <FieldTimeOutlined />,
  failedTitle: '定时任务读取失败',
  noMatch: { title: '没有符合条件的任务', description: '换个名称或状态再查，或点“重置”查看全部任务。' },
  nothingYet: {
    title: '暂无定时任务',
    description: '点击“新增”，选择一个处理程序并填写 Cron 表达式，任务就会按时运行。',
  },
};

interface JobsTableProps {
  table: ListTableProps<Job>['table'] & {
    sortOrderOf: (field: string) => TableColumnsType<Job>[number]['sortOrder'];
  };
  list: ListTableProps<Job>['list'];
  /** Off while the list polls after 立即执行: the spinner would blink every second. */
  loading: boolean;
  density: TableDensity;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** The job whose 立即执行 is on its way. */
  running: number | undefined;
  onRun: (job: Job) => void;
  onToggle: (job: Job) => void;
  onHistory: (job: Job) => void;
  onEdit: (job: Job) => void;
  onDelete: (job: Job) => void;
}

/**
 * The 定时任务 table: what each job runs, on which cron, whether it is running, when it runs next
 * and how its last run ended. 执行, 暂停/恢复 and 编辑 need job:edit, 删除 job:del; 记录 (its
 * history) only the list permission.
 */
export function JobsTable({
  table,
  list,
  loading,
  density,
  selected,
  onSelect,
  running,
  onRun,
  onToggle,
  onHistory,
  onEdit,
  onDelete,
}: JobsTableProps) {
  const can = useCheckPermission();
  const canEdit = can(JOB_PERMISSIONS.edit);
  const canDelete = can(JOB_PERMISSIONS.del);
  const columns: TableColumnsType<Job> = [
    {
      // The description under the name: a column of its own would push the table past 1440 px.
      title: '任务名称 / 描述',
      dataIndex: 'jobName',
      key: 'jobName',
      sorter: true,
      sortOrder: table.sortOrderOf('jobName'),
      width: 140,
      // Its two lines shorten with "…" (each carries its whole text as a title) to fit the column.
      ellipsis: true,
      render: (name: string, row) => (
        <>
          <span className={styles.line} title={name}>
            {name}
          </span>
          {row.description && (
            <span className={`${styles.sub} ${styles.line}`} title={row.description}>
              {row.description}
            </span>
          )}
        </>
      ),
    },
    {
      title: '处理程序',
      dataIndex: 'handler',
      key: 'handler',
      width: 135,
      render: (handler: string) => (
        <Tooltip title={isHandlerName(handler) ? JOB_HANDLERS[handler].description : undefined}>
          <span>{handlerLabel(handler)}</span>
          <span className={`${styles.sub} ${styles.mono}`}>{handler}</span>
        </Tooltip>
      ),
    },
    {
      title: '参数',
      dataIndex: 'params',
      key: 'params',
      width: 110,
      ellipsis: true,
      render: (params: string | null) => (params ? <span className={styles.mono}>{params}</span> : '-'),
    },
    {
      title: 'Cron 表达式',
      dataIndex: 'cronExpression',
      key: 'cronExpression',
      width: 105,
      render: (cron: string) => <span className={styles.mono}>{cron}</span>,
    },
    {
      title: '状态',
      dataIndex: 'isPause',
      key: 'isPause',
      width: 76,
      render: (paused: boolean) => <JobStateTag paused={paused} />,
    },
    {
      title: '下次执行',
      dataIndex: 'nextRunAt',
      key: 'nextRunAt',
      width: 165,
      render: formatDateTime,
    },
    {
      title: '上次执行',
      dataIndex: 'lastRunAt',
      key: 'lastRunAt',
      width: 150,
      render: (at: string | null, row) =>
        at ? (
          <>
            <span className={styles.sub}>{formatDateTime(at)}</span>
            {row.lastSuccess !== null && <RunResultTag success={row.lastSuccess} />}
          </>
        ) : (
          '从未执行'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 56 + (canEdit ? 132 : 0) + (canDelete ? 44 : 0),
      render: (_, row) => (
        <Space size={0} wrap={false}>
          {canEdit && (
            <Button
              type="link"
              size="small"
              loading={running === row.id}
              aria-label={`立即执行 ${row.jobName}`}
              onClick={() => onRun(row)}
            >
              执行
            </Button>
          )}
          {canEdit && (
            <Button
              type="link"
              size="small"
              aria-label={`${row.isPause ? '恢复' : '暂停'} ${row.jobName}`}
              onClick={() => onToggle(row)}
            >
              {row.isPause ? '恢复' : '暂停'}
            </Button>
          )}
          {canEdit && (
            <Button type="link" size="small" aria-label={`编辑 ${row.jobName}`} onClick={() => onEdit(row)}>
              编辑
            </Button>
          )}
          <Button
            type="link"
            size="small"
            aria-label={`执行记录 ${row.jobName}`}
            onClick={() => onHistory(row)}
          >
            记录
          </Button>
          {canDelete && (
            <Button
              type="link"
              size="small"
              danger
              aria-label={`删除 ${row.jobName}`}
              onClick={() => onDelete(row)}
            >
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListTable<Job>
      aria-label="定时任务"
      table={table}
      list={list}
      empty={EMPTY}
      columns={columns}
      loading={loading}
      size={density}
      selection={canDelete ? { selected, onSelect, labelOf: (row) => row.jobName } : undefined}
    />
  );
}
