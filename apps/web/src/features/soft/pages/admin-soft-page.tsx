import type { ManagedSoft } from '@coalsim/contract';
import { App, Card, Tag } from 'antd';
import { useState } from 'react';

import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useDict } from '../../../hooks/use-dict';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
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
  const [density, setDensity] = useState<TableDensity>('middle');
  // The vendor's name for the filter's tag: from the row it was chosen on (the URL holds the id).
  const [vendorName, setVendorName] = useState<string>();
  const offline = useFormDialog<ManagedSoft>();
  const categories = useDict('soft_category');
  const list = useAdminSofts(table.query);
  const online = useBringSoftOnline();
  const download = useDownloadAdminSofts();
  const filter = useListSearch(table, { refetch: list.refetch });

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
    vendorName ?? list.data?.content.find((s) => String(s.vendor.id) === enterpriseId)?.vendor.name;
  return (
    <Card variant="borderless">
      <TableToolbar
        filters={
          <>
            <SoftFilterFields
              searchLabel="搜索软件"
              blurry={filter.blurry}
              onBlurryChange={filter.setBlurry}
              onSearch={filter.search}
              status={table.filters.status[0]}
              category={table.filters.category[0]}
              categories={categories.list}
              onFilter={filter.change}
            />
            {enterpriseId && (
              <Tag
                closable
                closeIcon={<span aria-label="不限开发单位">×</span>}
                onClose={() => {
                  setVendorName(undefined);
                  filter.change({ enterpriseId: undefined });
                }}
              >
                {`开发单位：${vendorLabel ?? `#${enterpriseId}`}`}
              </Tag>
            )}
          </>
        }
        onSearch={filter.search}
        onReset={() => {
          setVendorName(undefined);
          filter.reset();
        }}
        actions={
          <ExportButton
            exporting={download.isPending}
            onExport={() => download.mutate(exportQueryOf(table.query))}
          />
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <AdminSoftTable
        table={table}
        list={list}
        density={density}
        categoryLabels={categories.labels}
        onVendor={(vendor) => {
          setVendorName(vendor.name);
          filter.change({ enterpriseId: String(vendor.id) });
        }}
        onOffline={(soft) => offline.show(soft)}
        onOnline={confirmOnline}
      />
      <OfflineSoftModal key={offline.key} open={offline.open} soft={offline.record} onClose={offline.close} />
    </Card>
  );
}
