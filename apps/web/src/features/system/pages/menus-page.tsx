import type { Menu } from '@coalsim/contract';
import { Card } from 'antd';
import { useState } from 'react';

import { DateRangeFilter } from '../../../components/table-toolbar/date-range-filter';
import { SearchBox } from '../../../components/table-toolbar/search-box';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { AddButton, ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDeleteMenus } from '../api/menus/delete-menus';
import { useDownloadMenus } from '../api/menus/download-menus';
import { useMenus } from '../api/menus/get-menus';
import { MenuFormModal } from '../components/menus/menu-form-modal';
import { MenusTable } from '../components/menus/menus-table';
import { SYSTEM_PERMISSIONS } from '../utils/system-permissions';

const TABLE_OPTIONS = {
  filters: ['blurry', 'createTime'],
  defaultSort: { field: 'menuSort', direction: 'asc' },
} as const;

/**
 * 菜单管理 (system/menu/index): without a filter the top level, each level below loaded when
 * opened; with one, every matching menu. Table state in the URL.
 */
export function MenusPage() {
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const form = useFormDialog<Menu>();

  const list = useMenus(table.query);
  const remove = useDeleteMenus();
  const download = useDownloadMenus();
  const filter = useListSearch(table, { refetch: list.refetch });

  const deleteMenu = (menu: Menu) =>
    feedback.confirmDelete(
      menu.hasChildren
        ? `确定删除“${menu.title}”吗？它的下级菜单和按钮将一并删除。`
        : `确定删除“${menu.title}”吗？`,
      async () => {
        await remove.mutateAsync([menu.id]);
        feedback.success('deleted');
      },
    );

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={
          <>
            <SearchBox
              label="搜索菜单"
              placeholder="标题、组件或权限标识"
              value={filter.blurry}
              onChange={filter.setBlurry}
              onSearch={filter.search}
            />
            <DateRangeFilter
              value={table.filters.createTime}
              onChange={(createTime) => filter.change({ createTime })}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <>
            <AddButton permission={SYSTEM_PERMISSIONS.menu.add} onClick={() => form.show()} />
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
      <MenusTable
        table={table}
        list={list}
        density={density}
        onEdit={(menu) => form.show(menu)}
        onDelete={deleteMenu}
      />
      <MenuFormModal key={form.key} open={form.open} menu={form.record} onClose={form.close} />
    </Card>
  );
}
