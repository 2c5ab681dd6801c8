import { UserAddOutlined } from '@ant-design/icons';
import type { Worker, WorkerAccount } from '@coalsim/contract';
import { App } from 'antd';
import { useState } from 'react';

import { LinkButton } from '../../../components/link-button';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { paths } from '../../../config/paths';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
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
  const [density, setDensity] = useState<TableDensity>('middle');
  const edit = useFormDialog<Worker>();
  const [opened, setOpened] = useState<{ account: WorkerAccount; name: string }>();
  const [opening, setOpening] = useState<number>();

  const depts = useDepts();
  const list = useWorkers(table.query);
  const remove = useDeleteWorkers();
  const download = useDownloadWorkers();
  const openAccount = useOpenWorkerAccount();
  const filter = useListSearch(table, { refetch: list.refetch });

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

  const deptId = table.filters.deptId[0] ? Number(table.filters.deptId[0]) : undefined;

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
          filters={<WorkerFilters filters={table.filters} search={filter} />}
          onSearch={filter.search}
          onReset={filter.reset}
          actions={
            <>
              <LinkButton to={paths.centerWorkerAdd} type="primary" icon={<UserAddOutlined aria-hidden />}>
                添加员工
              </LinkButton>
              <ExportButton
                exporting={download.isPending}
                onExport={() => download.mutate(exportQueryOf(table.query))}
              />
            </>
          }
          density={density}
          onDensityChange={setDensity}
          onRefresh={() => void list.refetch()}
          refreshing={list.isFetching}
        />
        <WorkersTable
          table={table}
          list={list}
          density={density}
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
