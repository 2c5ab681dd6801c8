import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Dict, DictDetail } from '@coalsim/contract';
import { Button, Card, Empty, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';

import { editDeleteColumn } from '../../../../components/edit-delete-column/edit-delete-column';
import { ListTable } from '../../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../../components/list-table/list-table';
import { Permission, useCheckPermission } from '../../../../components/permission/permission';
import { TableToolbar } from '../../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../../components/table-toolbar/table-toolbar';
import { useCrudFeedback } from '../../../../hooks/use-crud-feedback';
import { useDraft } from '../../../../hooks/use-draft';
import { useFormDialog } from '../../../../hooks/use-form-dialog';
import { useUrlTableState } from '../../../../hooks/use-url-table-state';
import { useDeleteDictDetail } from '../../api/dict/delete-dict-detail';
import { useDictDetails } from '../../api/dict/get-dict-details';
import { SYSTEM_PERMISSIONS } from '../../utils/system-permissions';
import { DictDetailFormModal } from './dict-detail-form-modal';

// The second table of the page: its keys carry a `d` (dpage, dsize, dlabel).
const TABLE_OPTIONS = { filters: ['label'], prefix: 'd' } as const;

const EMPTY: ListEmptyTexts = {
  icon: <UnorderedListOutlined />,
  failedTitle: '字典选项读取失败',
  noMatch: { title: '没有符合条件的选项', description: '换个字典标签再查，或点“重置”查看全部选项。' },
  nothingYet: { title: '暂无选项', description: '点击“新增”为这个字典添加选项：标签、值和排序。' },
};

/** The right-hand panel of 字典管理: the chosen dictionary's choices, by dictSort. */
export function DictDetailsPanel({
  dict,
  pending = false,
}: {
  dict: Dict | undefined;
  /** The chosen dictionary is still being looked up. */
  pending?: boolean;
}) {
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [label, setLabel] = useDraft(table.filters.label[0] ?? '');
  const [density, setDensity] = useState<TableDensity>('middle');
  const form = useFormDialog<DictDetail>();
  const { sort: _sort, ...query } = table.query;
  const details = useDictDetails({ ...query, dictName: dict?.name ?? '' }, dict !== undefined);
  const remove = useDeleteDictDetail(dict?.name ?? '');
  const can = useCheckPermission();

  if (!dict) {
    return (
      <Card variant="borderless" title="字典详情" loading={pending}>
        <Empty description="在左侧选择一个字典，查看和维护它的选项" />
      </Card>
    );
  }

  const deleteDetail = (detail: DictDetail) =>
    feedback.confirmDelete(`确定删除选项“${detail.label}”吗？`, async () => {
      await remove.mutateAsync(detail.id);
      feedback.success('deleted');
    });

  const columns: TableColumnsType<DictDetail> = [
    { title: '字典标签', dataIndex: 'label', key: 'label' },
    { title: '字典值', dataIndex: 'value', key: 'value' },
    { title: '排序', dataIndex: 'dictSort', key: 'dictSort', width: 80, align: 'center' },
  ];
  if (can(SYSTEM_PERMISSIONS.dict.edit) || can(SYSTEM_PERMISSIONS.dict.del)) {
    columns.push(
      editDeleteColumn({
        nameOf: (row) => row.label,
        permissions: SYSTEM_PERMISSIONS.dict,
        onEdit: (row) => form.show(row),
        onDelete: deleteDetail,
      }),
    );
  }

  return (
    <Card variant="borderless" title={`字典详情 · ${dict.name}`} role="region" aria-label="字典详情">
      <TableToolbar
        filters={
          <Input
            aria-label="搜索字典标签"
            placeholder="字典标签"
            allowClear
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            onPressEnter={() => table.setFilters({ label })}
          />
        }
        onSearch={() => table.setFilters({ label })}
        onReset={table.reset}
        actions={
          <Permission value={SYSTEM_PERMISSIONS.dict.add}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.show()}>
              新增
            </Button>
          </Permission>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void details.refetch()}
        refreshing={details.isFetching}
      />
      <ListTable<DictDetail>
        aria-label="字典选项"
        table={table}
        list={details}
        empty={EMPTY}
        columns={columns}
        size={density}
      />
      <DictDetailFormModal
        key={form.key}
        open={form.open}
        dict={dict}
        detail={form.record}
        onClose={form.close}
      />
    </Card>
  );
}
