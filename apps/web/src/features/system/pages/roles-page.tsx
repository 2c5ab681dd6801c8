import type { Role } from '@coalsim/contract';
import { Card, Col, Row } from 'antd';
import { useState } from 'react';

import { DateRangeFilter } from '../../../components/table-toolbar/date-range-filter';
import { SearchBox } from '../../../components/table-toolbar/search-box';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { AddButton, ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlParam, useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDeleteRoles } from '../api/roles/delete-roles';
import { useDownloadRoles } from '../api/roles/download-roles';
import { useRoles } from '../api/roles/get-roles';
import { RoleFormModal } from '../components/roles/role-form-modal';
import { RoleMenuPanel } from '../components/roles/role-menu-panel';
import { RolesTable } from '../components/roles/roles-table';
import { SYSTEM_PERMISSIONS } from '../utils/system-permissions';

const TABLE_OPTIONS = {
  filters: ['blurry', 'createTime'],
  defaultSort: { field: 'level', direction: 'asc' },
} as const;

/**
 * 角色管理 (system/role/index): roles on the left (paged, sorted, filtered on the server, state
 * in the URL, the chosen role too), the chosen role's menu and button tree on the right.
 */
export function RolesPage() {
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [chosenParam, setChosen] = useUrlParam('role');
  const chosen = chosenParam && /^\d+$/.test(chosenParam) ? Number(chosenParam) : undefined;
  const [density, setDensity] = useState<TableDensity>('middle');
  const form = useFormDialog<Role>();

  const list = useRoles(table.query);
  const remove = useDeleteRoles();
  const download = useDownloadRoles();
  const filter = useListSearch(table, { refetch: list.refetch });

  const deleteRole = (role: Role) =>
    feedback.confirmDelete(`确定删除角色“${role.name}”吗？`, async () => {
      // The selection goes with the row, before the lists are fetched again: the panel must not
      // ask for a role that no longer exists.
      const wasChosen = chosen === role.id;
      if (wasChosen) setChosen(undefined);
      try {
        await remove.mutateAsync([role.id]);
      } catch (error) {
        if (wasChosen) setChosen(String(role.id));
        throw error;
      }
      feedback.success('deleted');
    });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={15}>
        <Card variant="borderless" title="角色列表">
          <TableToolbar
            filters={
              <>
                <SearchBox
                  label="搜索角色"
                  placeholder="名称或描述"
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
                <AddButton permission={SYSTEM_PERMISSIONS.roles.add} onClick={() => form.show()} />
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
          <RolesTable
            table={table}
            list={list}
            density={density}
            chosen={chosen}
            onChoose={(role) => setChosen(String(role.id))}
            onEdit={(role) => form.show(role)}
            onDelete={deleteRole}
          />
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <RoleMenuPanel roleId={chosen} />
      </Col>
      <RoleFormModal key={form.key} open={form.open} role={form.record} onClose={form.close} />
    </Row>
  );
}
