import { DesktopOutlined } from '@ant-design/icons';
import { permissions, SUPER_ADMIN, type AdminDevice } from '@coalsim/contract';
import { Card, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';

import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { useCheckPermission } from '../../../components/permission/permission';
import { EnterpriseSelect } from '../../../components/search-select/search-select';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useDict } from '../../../hooks/use-dict';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
import { useCancelAnyCommand } from '../api/cancel-any-command';
import { useDownloadAllDevices } from '../api/download-all-devices';
import { useAllCommands } from '../api/get-all-commands';
import { useAllDevices } from '../api/get-all-devices';
import { CommandsTable } from '../components/commands-table';
import { deviceColumns } from '../components/device-columns';
import { CommandFilters, DeviceFilters } from '../components/list-filters';

const DEVICE_TABLE = { filters: ['blurry', 'enterpriseId', 'status'], prefix: 'd' } as const;
const COMMAND_TABLE = { filters: ['blurry', 'enterpriseId', 'command', 'status'], prefix: 'c' } as const;

const NO_DEVICES: ListEmptyTexts = {
  icon: <DesktopOutlined />,
  failedTitle: '设备读取失败',
  noMatch: { title: '没有符合条件的设备', description: '换个企业、名称或状态再查，或点“重置”查看全部设备。' },
  nothingYet: {
    title: '平台上还没有设备',
    description: '企业在个人中心的“设备管理”中登记设备后，会出现在这里。',
  },
};

const enterpriseFilter = (value: string | undefined, onChange: (id: string | undefined) => void) => (
  <EnterpriseSelect
    aria-label="所属企业"
    placeholder="所属企业"
    style={{ minWidth: 200 }}
    value={value ? Number(value) : undefined}
    onChange={(id) => onChange(id ? String(id) : undefined)}
  />
);

function AllDevices() {
  const table = useUrlTableState(DEVICE_TABLE);
  const [density, setDensity] = useState<TableDensity>('middle');
  const types = useDict('device_type');
  const list = useAllDevices(table.query);
  const download = useDownloadAllDevices();
  const filter = useListSearch(table, { refetch: list.refetch });
  const columns: TableColumnsType<AdminDevice> = [
    { title: '所属企业', key: 'enterprise', width: 180, render: (_, d) => d.enterprise.name },
    ...deviceColumns<AdminDevice>(types.label, table.sortOrderOf),
  ];
  return (
    <>
      <TableToolbar
        filters={
          <DeviceFilters
            filters={table.filters}
            search={filter}
            withType={false}
            between={enterpriseFilter(table.filters.enterpriseId[0], (enterpriseId) =>
              filter.change({ enterpriseId }),
            )}
          />
        }
        onSearch={filter.search}
        onReset={filter.reset}
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
      <ListTable<AdminDevice>
        aria-label="全部设备"
        table={table}
        list={list}
        empty={NO_DEVICES}
        size={density}
        columns={columns}
        scroll={{ x: 1300 }}
      />
    </>
  );
}

function AllCommands() {
  const feedback = useCrudFeedback();
  const may = useCheckPermission();
  const table = useUrlTableState(COMMAND_TABLE);
  const [density, setDensity] = useState<TableDensity>('middle');
  const list = useAllCommands(table.query);
  const cancel = useCancelAnyCommand();
  const filter = useListSearch(table, { refetch: list.refetch });
  return (
    <>
      <TableToolbar
        filters={
          <CommandFilters
            filters={table.filters}
            search={filter}
            between={enterpriseFilter(table.filters.enterpriseId[0], (enterpriseId) =>
              filter.change({ enterpriseId }),
            )}
          />
        }
        onSearch={filter.search}
        onReset={filter.reset}
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <CommandsTable
        table={table}
        list={list}
        density={density}
        showEnterprise
        {...(may([SUPER_ADMIN, permissions.device.edit])
          ? {
              onCancel: (c: { id: number; device: { name: string } }) =>
                feedback.confirmDelete(`确定取消发往“${c.device.name}”的指令吗？`, () =>
                  cancel.mutateAsync(c.id),
                ),
            }
          : {})}
      />
    </>
  );
}

/** The back office's 设备控制 (/control): every enterprise's devices and commands. */
export function ControlAdminPage() {
  return (
    <Card variant="borderless">
      <Tabs
        items={[
          { key: 'devices', label: '设备', children: <AllDevices /> },
          { key: 'commands', label: '指令', children: <AllCommands /> },
        ]}
      />
    </Card>
  );
}
