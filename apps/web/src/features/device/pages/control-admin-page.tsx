import { DesktopOutlined } from '@ant-design/icons';
import { permissions, SUPER_ADMIN, type AdminDevice } from '@coalsim/contract';
import { Card, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';

import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { useCheckPermission } from '../../../components/permission/permission';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useDict } from '../../../hooks/use-dict';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
import { useCancelAnyCommand } from '../api/cancel-any-command';
import { useDownloadAllDevices } from '../api/download-all-devices';
import { useAllCommands } from '../api/get-all-commands';
import { useAllDevices } from '../api/get-all-devices';
import { CommandHistory } from '../components/command-history';
import { deviceColumns } from '../components/device-columns';
import { DeviceFilters } from '../components/list-filters';

const DEVICE_TABLE = { filters: ['blurry', 'enterpriseId', 'status'], prefix: 'd' } as const;
const COMMAND_TABLE = {
  filters: ['blurry', 'enterpriseId', 'command', 'status', 'createTime'],
  prefix: 'c',
} as const;

const NO_DEVICES: ListEmptyTexts = {
  icon: <DesktopOutlined />,
  failedTitle: '设备读取失败',
  noMatch: { title: '没有符合条件的设备', description: '换个企业、名称或状态再查，或点“重置”查看全部设备。' },
  nothingYet: {
    title: '平台上还没有设备',
    description: '企业在个人中心的“设备管理”中登记设备后，会出现在这里。',
  },
};

/** 设备: every enterprise's devices with their live status; 导出 the filtered list. */
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
        filters={<DeviceFilters filters={table.filters} search={filter} />}
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
      />
    </>
  );
}

/** 指令: every enterprise's commands; 取消 on queued ones for staff with device:edit. */
function AllCommands() {
  const may = useCheckPermission();
  const table = useUrlTableState(COMMAND_TABLE);
  const list = useAllCommands(table.query);
  const cancel = useCancelAnyCommand();
  return (
    <CommandHistory
      table={table}
      list={list}
      showEnterprise
      {...(may([SUPER_ADMIN, permissions.device.edit]) ? { cancel: cancel.mutateAsync } : {})}
    />
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
