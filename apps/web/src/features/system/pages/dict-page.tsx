import type { Dict } from '@coalsim/contract';
import { Card, Col, Row } from 'antd';
import { useState } from 'react';

import { SearchBox } from '../../../components/table-toolbar/search-box';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { AddButton, ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlParam, useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDeleteDicts } from '../api/dict/delete-dicts';
import { useDownloadDicts } from '../api/dict/download-dicts';
import { useAllDicts } from '../api/dict/get-all-dicts';
import { useDicts } from '../api/dict/get-dicts';
import { DictDetailsPanel } from '../components/dict/dict-details-panel';
import { DictFormModal } from '../components/dict/dict-form-modal';
import { DictsTable } from '../components/dict/dicts-table';
import { SYSTEM_PERMISSIONS } from '../utils/system-permissions';

const TABLE_OPTIONS = { filters: ['blurry'], defaultSort: { field: 'name', direction: 'asc' } } as const;
/** The details table's keys (see DictDetailsPanel): another dictionary starts them afresh. */
const DETAIL_KEYS = ['dpage', 'dsize', 'dlabel'];

/**
 * 字典管理 (system/dict/index): dictionaries on the left (paged, sorted, searched on the server),
 * the chosen one's choices on the right; both tables and the choice live in the URL.
 */
export function DictPage() {
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [chosenName, setChosen] = useUrlParam('dict', DETAIL_KEYS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const form = useFormDialog<Dict>();

  const list = useDicts(table.query);
  // The chosen dictionary may be on another page of the list: find it among all of them.
  const all = useAllDicts();
  const chosen = all.data?.find((d) => d.name === chosenName);
  const remove = useDeleteDicts();
  const download = useDownloadDicts();
  const filter = useListSearch(table, { refetch: list.refetch });

  const deleteDict = (dict: Dict) =>
    feedback.confirmDelete(`确定删除字典“${dict.name}”及其全部选项吗？`, async () => {
      await remove.mutateAsync([dict.id]);
      if (chosenName === dict.name) setChosen(undefined);
      feedback.success('deleted');
    });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card variant="borderless" title="字典列表">
          <TableToolbar
            filters={
              <SearchBox
                label="搜索字典"
                placeholder="名称或描述"
                value={filter.blurry}
                onChange={filter.setBlurry}
                onSearch={filter.search}
              />
            }
            onSearch={filter.search}
            onReset={filter.reset}
            actions={
              <>
                <AddButton permission={SYSTEM_PERMISSIONS.dict.add} onClick={() => form.show()} />
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
          <DictsTable
            table={table}
            list={list}
            density={density}
            chosen={chosenName}
            onChoose={(dict) => setChosen(dict.name)}
            onEdit={(dict) => form.show(dict)}
            onDelete={deleteDict}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <DictDetailsPanel dict={chosen} pending={chosenName !== undefined && all.isLoading} />
      </Col>
      <DictFormModal
        key={form.key}
        open={form.open}
        dict={form.record}
        onClose={form.close}
        onSaved={(before, after) => {
          // A renamed dictionary stays open under its new name.
          if (before && before.name === chosenName && after.name !== before.name) setChosen(after.name);
        }}
      />
    </Row>
  );
}
