import { ApartmentOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { DeptNode } from '@coalsim/contract';
import { Button, Input } from 'antd';
import { useMemo, useState } from 'react';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadFailed } from '../../../components/feedback/load-failed';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useDraft } from '../../../hooks/use-draft';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useUrlParam } from '../../../hooks/use-url-table-state';
import { useDeleteDepts } from '../api/delete-depts';
import { useDepts } from '../api/get-depts';
import { useUpdateDept } from '../api/update-dept';
import { DeptFormModal } from '../components/dept-form-modal';
import type { DeptDialogTarget } from '../components/dept-form-modal';
import { DeptsTable } from '../components/depts-table';
import { EnterpriseOnly } from '../components/enterprise-only';
import { parentDeptIds, withoutEmptyChildren } from '../utils/dept-tree';

/**
 * 部门管理: the enterprise's departments as one tree table, every level open unless the user folds
 * it. The name filter lives in the URL; the server keeps the matches with their ancestors.
 */
function DeptManager() {
  const feedback = useCrudFeedback();
  const [name, setName] = useUrlParam('name');
  const [draft, setDraft] = useDraft(name ?? '');
  const [density, setDensity] = useState<TableDensity>('middle');
  // Folded by the user; everything else stays open, new departments included.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const [toggling, setToggling] = useState<number>();
  const dialog = useFormDialog<DeptDialogTarget>();

  const depts = useDepts(name ? { name } : {});
  const whole = useDepts({});
  const remove = useDeleteDepts();
  const update = useUpdateDept();

  const rows = useMemo(() => withoutEmptyChildren(depts.data ?? []), [depts.data]);
  const parents = useMemo(() => parentDeptIds(rows), [rows]);
  const expanded = parents.filter((id) => !folded.has(id));

  const search = () => {
    setName(draft.trim() || undefined);
    if (draft.trim() === (name ?? '')) void depts.refetch();
  };

  const toggle = (d: DeptNode, enabled: boolean) => {
    setToggling(d.id);
    update.mutate(
      { id: d.id, name: d.name, pid: d.pid, sort: d.sort, enabled, updateTime: d.updateTime },
      {
        onSuccess: () => feedback.success('edited'),
        onSettled: () => setToggling(undefined),
      },
    );
  };

  const confirmDelete = (d: DeptNode) =>
    feedback.confirmDelete(`确定删除部门“${d.name}”吗？`, async () => {
      await remove.mutateAsync([d.id]);
      feedback.success('deleted');
    });

  const empty = depts.isError ? (
    <LoadFailed
      level={2}
      icon={<ApartmentOutlined />}
      title="部门读取失败"
      description="请稍后再试。"
      onRetry={() => void depts.refetch()}
    />
  ) : depts.isPending ? null : name ? (
    <EmptyState
      level={2}
      icon={<SearchOutlined />}
      title="没有符合条件的部门"
      description="换个名称再查，或点“重置”查看全部部门。"
    />
  ) : (
    <EmptyState
      level={2}
      icon={<ApartmentOutlined />}
      title="还没有部门"
      description="点击“新增”建立第一个部门，再在它下面“新增下级”，组成本企业的部门树。"
    />
  );

  return (
    <>
      <TableToolbar
        filters={
          <Input
            aria-label="部门名称"
            placeholder="部门名称"
            allowClear
            maxLength={50}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={search}
          />
        }
        onSearch={search}
        onReset={() => setName(undefined)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => dialog.show({ parent: null })}
          >
            新增
          </Button>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void depts.refetch()}
        refreshing={depts.isFetching}
      />
      <DeptsTable
        rows={rows}
        density={density}
        loading={depts.isFetching}
        empty={empty}
        expanded={expanded}
        onExpandedChange={(keys) => setFolded(new Set(parents.filter((id) => !keys.includes(id))))}
        toggling={toggling}
        onToggle={toggle}
        onAddChild={(d) => dialog.show({ parent: d })}
        onEdit={(d) => dialog.show({ edit: d })}
        onDelete={confirmDelete}
      />
      <DeptFormModal
        key={dialog.key}
        open={dialog.open}
        target={dialog.record}
        tree={whole.data ?? []}
        onClose={dialog.close}
      />
    </>
  );
}

export function DeptPage() {
  return (
    <EnterpriseOnly what="部门管理">
      <DeptManager />
    </EnterpriseOnly>
  );
}
