import { PlusOutlined } from '@ant-design/icons';
import { ASSESS_STATUS_LABELS, ASSESS_STATUSES } from '@coalsim/contract';
import type { Assess } from '@coalsim/contract';
import { Button, Card, Input, Select } from 'antd';
import { useState } from 'react';

import { Permission } from '../../../components/permission/permission';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlParam, useUrlTableState } from '../../../hooks/use-url-table-state';
import { readId } from '../../../lib/read-id';
import { useDeleteAssess } from '../api/delete-assess';
import { useDownloadAssess } from '../api/download-assess';
import { useAssessList } from '../api/get-assess-list';
import { useTeams } from '../api/get-teams';
import { AssessDetailDrawer } from '../components/assess-detail-drawer';
import { AssessFormModal } from '../components/assess-form-modal';
import { AssessTable } from '../components/assess-table';
import { StaffOnly } from '../components/staff-only';
import { ASSESS_PERMISSIONS } from '../utils/assess-permissions';

const FILTERS = ['blurry', 'status', 'teamId'] as const;
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'createTime', direction: 'desc' } } as const;
const STATUS_OPTIONS = ASSESS_STATUSES.map((s) => ({ value: s, label: ASSESS_STATUS_LABELS[s] }));

/**
 * 考核列表 (portal /assess/assess, back office assess/assess/index): the assessments with status,
 * search and team in the URL; 发起考核 from a submitted application; the open 详情 (`?detail=`)
 * shows each expert's row and takes the decision.
 */
function AssessList() {
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const [detail, setDetail] = useUrlParam('detail');
  const detailId = readId(new URLSearchParams({ id: detail ?? '' })) ?? undefined;
  const dialog = useFormDialog<Assess>();
  const list = useAssessList(table.query);
  const teams = useTeams({ page: 0, size: 100, sort: ['name,asc'] });
  const remove = useDeleteAssess();
  const download = useDownloadAssess();
  const filter = useListSearch(table, { refetch: list.refetch });

  const confirmDelete = (row: Assess) =>
    feedback.confirmDelete(
      `确定删除考核“${row.title}”吗？删除后该接入申请回到“已提交”，可重新发起考核。`,
      async () => {
        await remove.mutateAsync([row.id]);
        feedback.success('deleted');
      },
    );

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={
          <>
            <Input
              aria-label="考核标题或软件"
              placeholder="考核标题或软件"
              allowClear
              maxLength={50}
              value={filter.blurry}
              onChange={(e) => filter.setBlurry(e.target.value)}
              onPressEnter={filter.search}
            />
            <Select
              aria-label="考核状态"
              placeholder="状态"
              allowClear
              value={table.filters.status[0]}
              options={STATUS_OPTIONS}
              onChange={(value?: string) => filter.change({ status: value })}
            />
            <Select
              aria-label="专家组"
              placeholder="专家组"
              allowClear
              style={{ minWidth: 160 }}
              value={table.filters.teamId[0] ? Number(table.filters.teamId[0]) : undefined}
              options={(teams.data?.content ?? []).map((t) => ({ value: t.id, label: t.name }))}
              onChange={(value?: number) => filter.change({ teamId: value ? String(value) : undefined })}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <>
            <Permission value={ASSESS_PERMISSIONS.add}>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
                发起考核
              </Button>
            </Permission>
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
      <AssessTable
        table={table}
        list={list}
        density={density}
        onDetail={(row) => setDetail(String(row.id))}
        onEdit={(row) => dialog.show(row)}
        onDelete={confirmDelete}
      />
      <AssessFormModal key={dialog.key} open={dialog.open} assess={dialog.record} onClose={dialog.close} />
      <AssessDetailDrawer id={detailId} onClose={() => setDetail(undefined)} />
    </Card>
  );
}

export function AssessListPage() {
  return (
    <StaffOnly>
      <AssessList />
    </StaffOnly>
  );
}
