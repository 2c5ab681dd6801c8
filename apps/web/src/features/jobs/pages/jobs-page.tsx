import { DeleteOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import type { Job } from '@coalsim/contract';
import { App, Button, Card } from 'antd';
import { useState } from 'react';

import { Permission } from '../../../components/permission/permission';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useDeleteWithConfirm } from '../../../hooks/use-delete-with-confirm';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDeleteJobs } from '../api/delete-jobs';
import { useDownloadJobs } from '../api/download-jobs';
import { useJobs } from '../api/get-jobs';
import { useRunJobNow } from '../api/run-job-now';
import { useToggleJobPause } from '../api/toggle-job-pause';
import { JobFilters } from '../components/job-filters';
import type { JobFilterName } from '../components/job-filters';
import { JobFormModal } from '../components/job-form-modal';
import { JobLogsDrawer } from '../components/job-logs-drawer';
import { JobsTable } from '../components/jobs-table';
import { usePollWindow } from '../hooks/use-poll-window';
import { JOB_PERMISSIONS } from '../utils/job-permissions';

const FILTERS: readonly JobFilterName[] = ['blurry', 'isPause'];
// No default sort: the server lists jobs in the order they were created.
const TABLE_OPTIONS = { filters: FILTERS } as const;

export const RUN_SUBMITTED = '已提交执行，稍后在执行记录中查看结果';

/**
 * 定时任务 (system/timing/index): the scheduled jobs, paged, sorted and filtered on the server with
 * the table state in the URL; create and edit in a dialog, 暂停/恢复, 立即执行, and each job's
 * history in a drawer. After 立即执行 the lists poll for a short while, so the run's result shows
 * up without a reload.
 */
export function JobsPage() {
  const { message } = App.useApp();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const [running, setRunning] = useState<number>();
  const form = useFormDialog<Job>();
  const history = useFormDialog<Job>();
  const poll = usePollWindow();

  const list = useJobs(table.query, poll.interval);
  const run = useRunJobNow();
  const toggle = useToggleJobPause();
  const remove = useDeleteJobs();
  const download = useDownloadJobs();
  const {
    selected,
    setSelected,
    confirmDelete: deleteJobs,
  } = useDeleteWithConfirm<number>({
    question: (what) => `确定删除${what}吗？已有的执行记录会保留。`,
    remove: (ids) => remove.mutateAsync(ids),
  });
  const filter = useListSearch(table, { refetch: list.refetch, onChange: () => setSelected([]) });

  const runNow = (job: Job) => {
    setRunning(job.id);
    run.mutate(job.id, {
      onSuccess: () => {
        void message.success(RUN_SUBMITTED);
        poll.start();
      },
      onSettled: () => setRunning(undefined),
    });
  };

  const togglePause = (job: Job) =>
    toggle.mutate(job.id, {
      onSuccess: (after) => void message.success(after.isPause ? '已暂停' : '已恢复'),
    });

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={<JobFilters filters={table.filters} search={filter} />}
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <>
            <Permission value={JOB_PERMISSIONS.add}>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.show()}>
                新增
              </Button>
            </Permission>
            <Permission value={JOB_PERMISSIONS.del}>
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                disabled={selected.length === 0}
                onClick={() => deleteJobs(selected, `选中的 ${selected.length} 个任务`)}
              >
                删除
              </Button>
            </Permission>
            <ExportButton
              exporting={download.isPending}
              onExport={() => download.mutate(exportQueryOf(table.query))}
            />
            <Button icon={<HistoryOutlined aria-hidden />} onClick={() => history.show()}>
              执行记录
            </Button>
          </>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <JobsTable
        table={table}
        list={list}
        loading={list.isFetching && !poll.interval}
        density={density}
        selected={selected}
        onSelect={setSelected}
        running={running}
        onRun={runNow}
        onToggle={togglePause}
        onHistory={(job) => history.show(job)}
        onEdit={(job) => form.show(job)}
        onDelete={(job) => deleteJobs([job.id], `任务“${job.jobName}”`)}
      />
      <JobFormModal key={`form-${form.key}`} open={form.open} job={form.record} onClose={form.close} />
      <JobLogsDrawer
        key={`history-${history.key}`}
        open={history.open}
        job={history.record}
        poll={poll.interval}
        onClose={history.close}
      />
    </Card>
  );
}
