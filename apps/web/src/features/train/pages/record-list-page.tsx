import { FieldTimeOutlined, PlusOutlined } from '@ant-design/icons';
import type { TrainRecord } from '@coalsim/contract';
import { Button, Card } from 'antd';
import { useState } from 'react';

import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
import { formatMs } from '../../../lib/format-date-time';
import { useDeleteTrainRecords } from '../api/delete-train-records';
import { useDownloadTrainRecords } from '../api/download-train-records';
import { useTrainRecords } from '../api/get-train-records';
import { RecordFilters } from '../components/record-filters';
import type { RecordFilterName } from '../components/record-filters';
import { RecordFormModal } from '../components/record-form-modal';
import { RecordsTable } from '../components/records-table';

const FILTERS: readonly RecordFilterName[] = ['blurry', 'softId', 'source', 'passed', 'from', 'to'];
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'startedAt', direction: 'desc' } } as const;

/**
 * 培训记录 (/train/record): every session of the enterprise's staff, entered by hand or reported
 * by the software, with the filters in the URL; manual records are edited here, reported ones
 * are read-only; 存疑 marks implausible reports (kept, never counted).
 */
export function TrainRecordPage() {
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const dialog = useFormDialog<TrainRecord>();
  const list = useTrainRecords(table.query);
  const remove = useDeleteTrainRecords();
  const download = useDownloadTrainRecords();
  const filter = useListSearch(table, { refetch: list.refetch });

  const confirmDelete = (r: TrainRecord) =>
    feedback.confirmDelete(
      `确定删除 ${r.worker.name} 于 ${formatMs(r.startedAt)} 的培训记录吗？其计入的学时和成绩将一并撤销。`,
      async () => {
        await remove.mutateAsync([r.id]);
        feedback.success('deleted');
      },
    );

  const empty: ListEmptyTexts = {
    icon: <FieldTimeOutlined />,
    failedTitle: '培训记录读取失败',
    noMatch: {
      title: '没有符合条件的培训记录',
      description: '换个员工、软件、来源或时间再查，或点“重置”查看全部记录。',
    },
    nothingYet: {
      title: '还没有培训记录',
      description: '员工在仿真软件上完成实训后，软件会自动上报记录；线下培训可点击“新增记录”手工录入。',
      actions: (
        <Button type="primary" onClick={() => dialog.show()}>
          新增记录
        </Button>
      ),
    },
  };

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={<RecordFilters filters={table.filters} search={filter} />}
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
              新增记录
            </Button>
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
      <RecordsTable
        table={table}
        list={list}
        density={density}
        empty={empty}
        onEdit={(r) => dialog.show(r)}
        onDelete={confirmDelete}
      />
      <RecordFormModal key={dialog.key} open={dialog.open} record={dialog.record} onClose={dialog.close} />
    </Card>
  );
}
