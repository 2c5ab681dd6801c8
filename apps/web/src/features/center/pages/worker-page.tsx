import { DownloadOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import type { Worker, WorkerAccount } from '@coalsim/contract';
import { App, Button } from 'antd';
import { useState } from 'react';

import { ListEmptyState } from '../../../components/feedback/list-empty-state';
import { LinkButton } from '../../../components/link-button';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { paths } from '../../../config/paths';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useDraft } from '../../../hooks/use-draft';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import {
  exportQueryOf,
  hasFilters,
  useStepBackWhenEmpty,
  useUrlTableState,
} from '../../../hooks/use-url-table-state';
import { useDeleteWorkers } from '../api/delete-workers';
import { useDownloadWorkers } from '../api/download-workers';
import { useDepts } from '../api/get-depts';
import { useWorkers } from '../api/get-workers';
import { useOpenWorkerAccount } from '../api/open-worker-account';
import { DeptFilter } from '../components/dept-side-tree';
import { EnterpriseOnly } from '../components/enterprise-only';
import styles from '../components/org.module.css';
import { WorkerAccountModal } from '../components/worker-account-modal';
import { WorkerFilters } from '../components/worker-filters';
import type { WorkerFilterName } from '../components/worker-filters';
import { WorkerFormModal } from '../components/worker-form-modal';
import { WorkersTable } from '../components/workers-table';

const FILTERS: readonly WorkerFilterName[] = ['blurry', 'deptId', 'postId', 'status', 'hiredOn'];
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'employeeNo', direction: 'asc' } } as const;

/**
 * 员工管理: the department tree chooses a subtree, the table lists its staff with the other filters;
 * everything in the URL. 编辑 in a dialog, 开通账号 shows the new password once.
 */
function WorkerManager() {
  const { modal } = App.useApp();
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [blurry, setBlurry] = useDraft(table.filters.blurry[0] ?? '');
  const [density, setDensity] = useState<TableDensity>('middle');
  const edit = useFormDialog<Worker>();
  const [opened, setOpened] = useState<{ account: WorkerAccount; name: string }>();
  const [opening, setOpening] = useState<number>();

  const depts = useDepts();
  const { data, isFetching, isPending, isError, isPlaceholderData, refetch } = useWorkers(table.query);
  const remove = useDeleteWorkers();
  const download = useDownloadWorkers();
  const openAccount = useOpenWorkerAccount();
  useStepBackWhenEmpty(
    table,
    data && !isPlaceholderData ? { rows: data.content.length, total: data.totalElements } : undefined,
  );

  const search = () => {
    table.setFilters({ blurry });
    if (blurry.trim() === (table.filters.blurry[0] ?? '')) void refetch();
  };
  const confirmDelete = (w: Worker) =>
    feedback.confirmDelete(
      `确定删除员工“${w.name}”（工号 ${w.employeeNo}）吗？${w.account ? '其登录账号将被停用。' : ''}`,
      async () => {
        await remove.mutateAsync([w.id]);
        feedback.success('deleted');
      },
    );
  const confirmOpenAccount = (w: Worker) =>
    void modal.confirm({
      title: '开通账号',
      content: `为 ${w.name} 开通员工账号？用户名为 w 加手机号码（w${w.phone}；已被占用时在末尾加序号），初始密码由系统生成，只显示一次。`,
      okText: '开通',
      cancelText: '取消',
      onOk: () => {
        setOpening(w.id);
        openAccount.mutate(w.id, {
          onSuccess: (account) => setOpened({ account, name: w.name }),
          onSettled: () => setOpening(undefined),
        });
      },
    });

  const exportQuery = exportQueryOf(table.query);
  const deptId = table.filters.deptId[0] ? Number(table.filters.deptId[0]) : undefined;
  const empty = (
    <ListEmptyState
      pending={isPending}
      failed={isError && !data}
      filtered={hasFilters(table.filters)}
      onRetry={() => void refetch()}
      icon={<TeamOutlined />}
      failedTitle="员工读取失败"
      noMatch={{ title: '没有符合条件的员工', description: '换个部门或条件再查，或点“重置”查看全部员工。' }}
      nothingYet={{
        title: '还没有员工',
        description: '逐个添加员工，或下载模板后用 Excel 批量导入。',
        actions: (
          <LinkButton to={paths.centerWorkerAdd} type="primary">
            添加员工
          </LinkButton>
        ),
      }}
    />
  );

  return (
    <div className={styles.workerLayout}>
      <DeptFilter
        tree={depts.data ?? []}
        loading={depts.isPending}
        value={deptId}
        onChange={(id) => table.setFilters({ deptId: id === undefined ? undefined : String(id) })}
      />
      <div>
        <TableToolbar
          filters={
            <WorkerFilters
              filters={table.filters}
              blurry={blurry}
              onBlurryChange={setBlurry}
              onSearch={search}
              onChange={(change) => table.setFilters({ blurry, ...change })}
            />
          }
          onSearch={search}
          onReset={table.reset}
          actions={
            <>
              <LinkButton to={paths.centerWorkerAdd} type="primary" icon={<UserAddOutlined aria-hidden />}>
                添加员工
              </LinkButton>
              <Button
                icon={<DownloadOutlined aria-hidden />}
                loading={download.isPending}
                onClick={() => download.mutate(exportQuery)}
              >
                导出
              </Button>
            </>
          }
          density={density}
          onDensityChange={setDensity}
          onRefresh={() => void refetch()}
          refreshing={isFetching}
        />
        <WorkersTable
          rows={data?.content ?? []}
          loading={isFetching}
          density={density}
          table={table.tableProps<Worker>(data?.totalElements ?? 0)}
          sortOrderOf={table.sortOrderOf}
          empty={empty}
          opening={opening}
          onOpenAccount={confirmOpenAccount}
          onEdit={(w) => edit.show(w)}
          onDelete={confirmDelete}
        />
      </div>
      <WorkerFormModal key={edit.key} open={edit.open} workerId={edit.record?.id} onClose={edit.close} />
      <WorkerAccountModal
        account={opened?.account}
        workerName={opened?.name ?? ''}
        onClose={() => setOpened(undefined)}
      />
    </div>
  );
}

export function WorkerPage() {
  return (
    <EnterpriseOnly what="员工管理">
      <WorkerManager />
    </EnterpriseOnly>
  );
}
