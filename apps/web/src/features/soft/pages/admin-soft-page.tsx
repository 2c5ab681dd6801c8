import { AppstoreOutlined } from '@ant-design/icons';
import type { ManagedSoft } from '@coalsim/contract';
import { App, Card, Tag } from 'antd';
import { useState } from 'react';

import { ListEmptyState } from '../../../components/feedback/list-empty-state';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useDict } from '../../../hooks/use-dict';
import { useDraft } from '../../../hooks/use-draft';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import {
  exportQueryOf,
  hasFilters,
  useStepBackWhenEmpty,
  useUrlTableState,
} from '../../../hooks/use-url-table-state';
import { useBringSoftOnline } from '../api/bring-soft-online';
import { useDownloadAdminSofts } from '../api/download-admin-softs';
import { useAdminSofts } from '../api/get-admin-softs';
import { AdminSoftTable } from '../components/admin-soft-table';
import { OfflineSoftModal } from '../components/offline-soft-modal';
import { SoftFilterFields } from '../components/soft-filter-fields';

const FILTERS = ['blurry', 'status', 'category', 'enterpriseId'] as const;
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'id', direction: 'desc' } } as const;

/**
 * 软件管理 (platform/soft/index): every vendor's software, paged and filtered on the server with
 * the table state in the URL. Staff take a published software offline with a reason, or put an
 * offline one back; 详情 shows its applications (/softMineDetail).
 */
export function AdminSoftPage() {
  const { message, modal } = App.useApp();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [blurry, setBlurry] = useDraft(table.filters.blurry[0] ?? '');
  const [density, setDensity] = useState<TableDensity>('middle');
  // The vendor's name for the filter's tag: from the row it was chosen on (the URL holds the id).
  const [vendorName, setVendorName] = useState<string>();
  const offline = useFormDialog<ManagedSoft>();
  const categories = useDict('soft_category');
  const { data, isFetching, isPending, isError, isPlaceholderData, refetch } = useAdminSofts(table.query);
  const online = useBringSoftOnline();
  const download = useDownloadAdminSofts();
  useStepBackWhenEmpty(
    table,
    data && !isPlaceholderData ? { rows: data.content.length, total: data.totalElements } : undefined,
  );

  const search = () => {
    table.setFilters({ blurry });
    if (blurry.trim() === (table.filters.blurry[0] ?? '')) void refetch();
  };
  const confirmOnline = (soft: ManagedSoft) =>
    void modal.confirm({
      title: '重新上架',
      content: `确定将“${soft.name}”重新上架吗？上架后它会再次出现在软件中心。`,
      okText: '上架',
      cancelText: '取消',
      onOk: () =>
        online
          .mutateAsync(soft.id)
          .then(() => void message.success('已上架'))
          .catch(() => undefined),
    });

  const enterpriseId = table.filters.enterpriseId[0];
  const vendorLabel =
    vendorName ?? data?.content.find((s) => String(s.vendor.id) === enterpriseId)?.vendor.name;
  const empty = (
    <ListEmptyState
      pending={isPending}
      failed={isError && !data}
      filtered={hasFilters(table.filters)}
      onRetry={() => void refetch()}
      icon={<AppstoreOutlined />}
      failedTitle="软件列表读取失败"
      noMatch={{
        title: '没有符合条件的软件',
        description: '换个名称、状态或分类再查，或点“重置”查看全部软件。',
      }}
      nothingYet={{
        title: '还没有软件',
        description: '企业用户在个人中心的“应用管理”登记软件并提交考核后，软件会出现在这里。',
      }}
    />
  );

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={
          <>
            <SoftFilterFields
              searchLabel="搜索软件"
              blurry={blurry}
              onBlurryChange={setBlurry}
              onSearch={search}
              status={table.filters.status[0]}
              category={table.filters.category[0]}
              categories={categories.list}
              onFilter={(change) => table.setFilters({ blurry, ...change })}
            />
            {enterpriseId && (
              <Tag
                closable
                closeIcon={<span aria-label="不限开发单位">×</span>}
                onClose={() => {
                  setVendorName(undefined);
                  table.setFilters({ blurry, enterpriseId: undefined });
                }}
              >
                {`开发单位：${vendorLabel ?? `#${enterpriseId}`}`}
              </Tag>
            )}
          </>
        }
        onSearch={search}
        onReset={() => {
          setVendorName(undefined);
          table.reset();
        }}
        actions={
          <ExportButton
            exporting={download.isPending}
            onExport={() => download.mutate(exportQueryOf(table.query))}
          />
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void refetch()}
        refreshing={isFetching}
      />
      <AdminSoftTable
        rows={data?.content ?? []}
        loading={isFetching}
        density={density}
        table={table.tableProps<ManagedSoft>(data?.totalElements ?? 0)}
        sortOrderOf={table.sortOrderOf}
        categoryLabels={categories.labels}
        empty={empty}
        onVendor={(vendor) => {
          setVendorName(vendor.name);
          table.setFilters({ blurry, enterpriseId: String(vendor.id) });
        }}
        onOffline={(soft) => offline.show(soft)}
        onOnline={confirmOnline}
      />
      <OfflineSoftModal key={offline.key} open={offline.open} soft={offline.record} onClose={offline.close} />
    </Card>
  );
}
