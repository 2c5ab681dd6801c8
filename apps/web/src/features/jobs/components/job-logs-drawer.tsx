import { DownloadOutlined, HistoryOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Job, JobLog } from '@coalsim/contract';
import { Button, Drawer, Input, Select, Tooltip } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { useState } from 'react';

import { ListEmptyState } from '../../../components/feedback/list-empty-state';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { PAGE_SIZES } from '../../../hooks/use-url-table-state';
import { useDownloadJobLogs } from '../api/download-job-logs';
import { useJobLogs } from '../api/get-job-logs';
import type { JobLogsQuery } from '../api/get-job-logs';
import { JobErrorModal } from './job-error-modal';
import { JobLogsTable } from './job-logs-table';
import styles from './jobs.module.css';

const RESULT_OPTIONS = [
  { value: 'true', label: '成功' },
  { value: 'false', label: '失败' },
];

interface Sort {
  field: string;
  order: 'ascend' | 'descend';
}

/** The history itself: paged, sorted and filtered on the server; state local to one opening. */
function JobLogs({ job, poll }: { job: Job | undefined; poll: number | false }) {
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [sort, setSort] = useState<Sort>();
  const [success, setSuccess] = useState<string>();
  const [draft, setDraft] = useState('');
  const [blurry, setBlurry] = useState('');
  const failure = useFormDialog<JobLog>();
  const download = useDownloadJobLogs();

  const filters: JobLogsQuery = {
    ...(sort ? { sort: [`${sort.field},${sort.order === 'ascend' ? 'asc' : 'desc'}`] } : {}),
    ...(job ? { jobId: job.id } : {}),
    ...(success ? { isSuccess: success as 'true' | 'false' } : {}),
    ...(blurry ? { blurry } : {}),
  };
  const { data, isPending, isError, isFetching, refetch } = useJobLogs(
    { page: paging.page - 1, size: paging.size, ...filters },
    { poll },
  );

  const pagination: TablePaginationConfig = {
    current: paging.page,
    pageSize: paging.size,
    total: data?.totalElements ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    showTotal: (n) => `共 ${n} 条`,
    size: 'small',
  };
  const sortOrder = (field: string): TableColumnsType<JobLog>[number]['sortOrder'] =>
    sort?.field === field ? sort.order : null;

  const empty = (
    <ListEmptyState
      level={3}
      pending={isPending}
      failed={isError && !data}
      filtered={success !== undefined || blurry !== ''}
      onRetry={() => void refetch()}
      icon={<HistoryOutlined />}
      failedTitle="执行记录读取失败"
      noMatch={{ title: '没有符合条件的记录', description: '换个结果或任务名称再查。' }}
      nothingYet={{
        title: '暂无执行记录',
        description: '到了 Cron 表达式的时间，或点击“执行”后，每次运行的结果、耗时和异常会记录在这里。',
      }}
    />
  );

  return (
    <>
      <div className={styles.logFilters} role="search">
        {!job && (
          <Input
            aria-label="搜索任务名称"
            placeholder="任务名称"
            allowClear
            maxLength={100}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              // Clearing the box shows everything again at once.
              if (!e.target.value) setBlurry('');
            }}
            onPressEnter={() => {
              setBlurry(draft.trim());
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
        )}
        <Select
          aria-label="执行结果"
          placeholder="执行结果"
          allowClear
          value={success}
          options={RESULT_OPTIONS}
          onChange={(value?: string) => {
            setSuccess(value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <div className={styles.logTools}>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate(filters)}
          >
            导出
          </Button>
          <Tooltip title="刷新">
            <Button
              icon={<ReloadOutlined spin={isFetching} />}
              aria-label="刷新执行记录"
              onClick={() => void refetch()}
            />
          </Tooltip>
        </div>
      </div>
      <JobLogsTable
        rows={data?.content ?? []}
        loading={isFetching && !poll}
        showJob={!job}
        table={{
          pagination,
          onChange: (next, _filters, sorter, extra) => {
            if (extra.action === 'paginate')
              setPaging((p) => ({
                page: next.pageSize === p.size ? (next.current ?? 1) : 1,
                size: next.pageSize ?? p.size,
              }));
            if (extra.action === 'sort') {
              const one = Array.isArray(sorter) ? sorter[0] : sorter;
              const field = one?.columnKey;
              setSort(one?.order && typeof field === 'string' ? { field, order: one.order } : undefined);
              setPaging((p) => ({ ...p, page: 1 }));
            }
          },
        }}
        sortOrder={sortOrder}
        empty={empty}
        onError={(row) => failure.show(row)}
      />
      <JobErrorModal open={failure.open} log={failure.record} onClose={failure.close} />
    </>
  );
}

/**
 * 执行记录: the runs of one job (from its row) or of every job (from the toolbar), with how each
 * was started, by whom, what it did, how long it took and why it failed. While a run started
 * with 执行 may still finish (`poll`), the list reads itself again, so its row appears unasked.
 */
export function JobLogsDrawer({
  open,
  job,
  poll,
  onClose,
}: {
  open: boolean;
  /** Whose runs; undefined for every job's. */
  job: Job | undefined;
  poll: number | false;
  onClose: () => void;
}) {
  return (
    <Drawer
      title={job ? `执行记录 · ${job.jobName}` : '执行记录'}
      open={open}
      onClose={onClose}
      size="min(960px, 100vw)"
      destroyOnHidden
    >
      <JobLogs job={job} poll={poll} />
    </Drawer>
  );
}
