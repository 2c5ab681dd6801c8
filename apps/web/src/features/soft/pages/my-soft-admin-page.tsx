import { AppstoreAddOutlined, BankOutlined, PlusOutlined } from '@ant-design/icons';
import { ACCOUNT_TYPE } from '@coalsim/contract';
import type { ManagedSoft } from '@coalsim/contract';
import { Alert, App, Button } from 'antd';
import { useState } from 'react';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LinkButton } from '../../../components/link-button';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { paths } from '../../../config/paths';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useDict } from '../../../hooks/use-dict';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useUserStore } from '../../../stores/user-store';
import { useDeleteVendorSofts } from '../api/delete-vendor-softs';
import { useVendorSofts } from '../api/get-vendor-softs';
import { useSubmitVendorSoft } from '../api/submit-vendor-soft';
import { SoftFilterFields } from '../components/soft-filter-fields';
import { VendorSoftFormModal } from '../components/vendor-soft-form-modal';
import { VendorSoftTable } from '../components/vendor-soft-table';

const FILTERS = ['blurry', 'status', 'category'] as const;
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'updateTime', direction: 'desc' } } as const;

export const NOT_VERIFIED_SUBMIT =
  '企业认证通过后才能提交考核。请先在“企业信息”中完成认证，软件资料可以先保存为草稿。';
export const SUBMITTED = '已提交考核，可在考核中心查看进度';

/** 应用管理: the enterprise's own software, from draft to submitted for assessment. */
function VendorSoftManager({ verified }: { verified: boolean }) {
  const feedback = useCrudFeedback();
  const { message, modal } = App.useApp();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const dialog = useFormDialog<ManagedSoft>();
  const categories = useDict('soft_category');
  const list = useVendorSofts(table.query);
  const remove = useDeleteVendorSofts();
  const submit = useSubmitVendorSoft();
  const filter = useListSearch(table, { refetch: list.refetch });

  const confirmDelete = (soft: ManagedSoft) =>
    feedback.confirmDelete(`确定删除软件“${soft.name}”吗？删除后不可恢复。`, async () => {
      await remove.mutateAsync([soft.id]);
      feedback.success('deleted');
    });
  const confirmSubmit = (soft: ManagedSoft) => {
    if (!verified) {
      void modal.warning({ title: '暂不能提交考核', content: NOT_VERIFIED_SUBMIT, okText: '知道了' });
      return;
    }
    void modal.confirm({
      title: '提交考核',
      content: `确定将“${soft.name}”提交考核吗？考核期间不能修改软件资料，考核通过后软件将在软件中心发布。`,
      okText: '提交',
      cancelText: '取消',
      onOk: () =>
        submit
          .mutateAsync(soft.id)
          .then(() => void message.success(SUBMITTED))
          .catch(() => undefined),
    });
  };

  const addButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
      新增软件
    </Button>
  );
  const empty: ListEmptyTexts = {
    icon: <AppstoreAddOutlined />,
    failedTitle: '软件列表读取失败',
    noMatch: {
      title: '没有符合条件的软件',
      description: '换个名称、状态或分类再查，或点“重置”查看全部软件。',
    },
    nothingYet: {
      title: '还没有软件',
      description:
        '点击“新增软件”填写名称、分类、介绍和截图，保存为草稿后点“提交考核”。考核通过后，软件会在软件中心发布。',
      actions: addButton,
    },
  };

  return (
    <>
      {!verified && (
        <Alert type="warning" showIcon title={NOT_VERIFIED_SUBMIT} style={{ marginBottom: 16 }} />
      )}
      <TableToolbar
        filters={
          <>
            <SoftFilterFields
              searchLabel="软件名称"
              blurry={filter.blurry}
              onBlurryChange={filter.setBlurry}
              onSearch={filter.search}
              status={table.filters.status[0]}
              category={table.filters.category[0]}
              categories={categories.list}
              onFilter={filter.change}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={addButton}
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <VendorSoftTable
        table={table}
        list={list}
        density={density}
        categoryLabels={categories.labels}
        empty={empty}
        onEdit={(soft) => dialog.show(soft)}
        onDelete={confirmDelete}
        onSubmit={confirmSubmit}
      />
      <VendorSoftFormModal key={dialog.key} open={dialog.open} soft={dialog.record} onClose={dialog.close} />
    </>
  );
}

/** /center/soft: enterprise accounts only; anyone else reads what the page is for. */
export function MySoftAdminPage() {
  const user = useUserStore((s) => s.user);
  if (!user) return null;
  const enterprise = user.role === ACCOUNT_TYPE.enterprise ? user.enterprise : null;
  if (!enterprise) {
    return (
      <EmptyState
        level={2}
        icon={<BankOutlined />}
        title="应用管理仅面向企业用户"
        description="企业用户在这里登记本企业开发的虚拟仿真软件并提交考核，考核通过后软件在软件中心发布。"
        actions={
          <LinkButton to={paths.soft} type="primary">
            去软件中心看看
          </LinkButton>
        }
      />
    );
  }
  return <VendorSoftManager verified={enterprise.status === 'verified'} />;
}
