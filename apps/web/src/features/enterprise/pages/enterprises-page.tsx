import type { Enterprise } from '@coalsim/contract';
import { App, Card } from 'antd';
import { useState } from 'react';

import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useDraft } from '../../../hooks/use-draft';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDownloadEnterprises } from '../api/download-enterprises';
import { useEnterprises } from '../api/get-enterprises';
import { useSetEnterpriseEnabled } from '../api/set-enterprise-enabled';
import { EnterpriseDetailDrawer } from '../components/enterprise-detail-drawer';
import { EnterpriseFilters } from '../components/enterprise-filters';
import type { EnterpriseDrafts, EnterpriseFilterName } from '../components/enterprise-filters';
import { EnterprisesTable } from '../components/enterprises-table';
import { VerifyEnterpriseModal } from '../components/verify-enterprise-modal';

const FILTERS: readonly EnterpriseFilterName[] = ['blurry', 'status', 'province', 'enabled'];
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'id', direction: 'desc' } } as const;

/**
 * 企业管理 (platform/enterprise/index): the registered enterprises, paged, sorted and filtered on
 * the server with the table state in the URL; pending ones are reviewed here, and an enterprise can
 * be disabled (which signs its accounts out).
 */
export function EnterprisesPage() {
  const { message, modal } = App.useApp();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [blurry, setBlurry] = useDraft(table.filters.blurry[0] ?? '');
  const [province, setProvince] = useDraft(table.filters.province[0] ?? '');
  const [density, setDensity] = useState<TableDensity>('middle');
  const verifying = useFormDialog<Enterprise>();
  const detail = useFormDialog<Enterprise>();

  const list = useEnterprises(table.query);
  const setEnabled = useSetEnterpriseEnabled();
  const download = useDownloadEnterprises();

  const drafts: EnterpriseDrafts = { blurry, province };
  const search = () => {
    table.setFilters({ blurry, province });
    // Searching the same again means "look again".
    const same = (typed: string, name: 'blurry' | 'province') =>
      typed.trim() === (table.filters[name][0] ?? '');
    if (same(blurry, 'blurry') && same(province, 'province')) void list.refetch();
  };

  const toggle = (row: Enterprise, enabled: boolean) =>
    void modal.confirm({
      title: enabled ? '启用企业' : '停用企业',
      content: enabled
        ? `确定启用企业“${row.name}”吗？启用后该企业的账号可以重新登录。`
        : `确定停用企业“${row.name}”吗？停用后该企业的所有账号将立即退出登录，重新启用前无法登录。`,
      okText: enabled ? '启用' : '停用',
      cancelText: '取消',
      okButtonProps: { danger: !enabled },
      onOk: () =>
        setEnabled
          .mutateAsync({ id: row.id, enabled })
          .then(() => void message.success(enabled ? '已启用' : '已停用'))
          .catch(() => undefined),
    });

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={
          <EnterpriseFilters
            filters={table.filters}
            drafts={drafts}
            onDraftChange={(change) => {
              if (change.blurry !== undefined) setBlurry(change.blurry);
              if (change.province !== undefined) setProvince(change.province);
            }}
            onSearch={search}
            onChange={(change) => table.setFilters({ blurry, province, ...change })}
          />
        }
        onSearch={search}
        onReset={table.reset}
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
      <EnterprisesTable
        table={table}
        list={list}
        density={density}
        onVerify={(row) => verifying.show(row)}
        onToggle={toggle}
        onDetail={(row) => detail.show(row)}
      />
      <VerifyEnterpriseModal
        key={verifying.key}
        open={verifying.open}
        enterprise={verifying.record}
        onClose={verifying.close}
      />
      <EnterpriseDetailDrawer open={detail.open} enterprise={detail.record} onClose={detail.close} />
    </Card>
  );
}
