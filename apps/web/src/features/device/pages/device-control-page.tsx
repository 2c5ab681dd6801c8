import { DesktopOutlined } from '@ant-design/icons';
import {
  COMMAND_STATUS_LABELS,
  COMMAND_STATUSES,
  DEVICE_COMMAND_LABELS,
  DEVICE_COMMANDS,
  type Device,
} from '@coalsim/contract';
import { Card } from 'antd';
import { useState } from 'react';

import { EnterpriseOnly } from '../../../components/enterprise-only/enterprise-only';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useDict } from '../../../hooks/use-dict';
import { useListSearch } from '../../../hooks/use-list-search';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useCancelDeviceCommand } from '../api/cancel-device-command';
import { useDeviceCommands } from '../api/get-device-commands';
import { useDevices } from '../api/get-devices';
import { CommandForm } from '../components/command-form';
import { CommandsTable } from '../components/commands-table';
import { deviceColumns } from '../components/device-columns';
import { CommandFilters, DeviceFilters } from '../components/list-filters';

const DEVICE_TABLE = { filters: ['blurry', 'type', 'status'], prefix: 'd' } as const;
const COMMAND_TABLE = { filters: ['blurry', 'command', 'status'], prefix: 'c' } as const;
export const COMMAND_OPTIONS = DEVICE_COMMANDS.map((c) => ({ value: c, label: DEVICE_COMMAND_LABELS[c] }));
export const COMMAND_STATUS_OPTIONS = COMMAND_STATUSES.map((s) => ({
  value: s,
  label: COMMAND_STATUS_LABELS[s],
}));

const NO_DEVICES: ListEmptyTexts = {
  icon: <DesktopOutlined />,
  failedTitle: '设备读取失败',
  noMatch: {
    title: '没有符合条件的设备',
    description: '换个实训室、类型或状态再查，或点“重置”查看全部设备。',
  },
  nothingYet: { title: '还没有设备', description: '先在“设备管理”中登记设备并接入，再回到这里下发指令。' },
};

/** Devices to send to: by room (the keyword), type or status, chosen with the checkboxes. */
function DevicePicker({ selected, onSelect }: { selected: number[]; onSelect: (ids: number[]) => void }) {
  const table = useUrlTableState(DEVICE_TABLE);
  const [density, setDensity] = useState<TableDensity>('small');
  const types = useDict('device_type');
  const list = useDevices(table.query);
  const filter = useListSearch(table, { refetch: list.refetch });
  return (
    <>
      <TableToolbar
        filters={
          <DeviceFilters filters={table.filters} search={filter} keywordLabel="按实训室或名称筛选设备" />
        }
        onSearch={filter.search}
        onReset={filter.reset}
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <ListTable<Device>
        aria-label="选择设备"
        table={table}
        list={list}
        empty={NO_DEVICES}
        size={density}
        columns={deviceColumns<Device>(types.label, table.sortOrderOf)}
        selection={{ selected, onSelect: (ids) => onSelect(ids), labelOf: (d) => d.name }}
        scroll={{ x: 1100 }}
      />
    </>
  );
}

/** 指令记录 with its filters; live while a command is on its way. */
function CommandHistory() {
  const feedback = useCrudFeedback();
  const table = useUrlTableState(COMMAND_TABLE);
  const [density, setDensity] = useState<TableDensity>('middle');
  const list = useDeviceCommands(table.query);
  const cancel = useCancelDeviceCommand();
  const filter = useListSearch(table, { refetch: list.refetch });
  return (
    <>
      <TableToolbar
        filters={<CommandFilters filters={table.filters} search={filter} />}
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
        onCancel={(c) =>
          feedback.confirmDelete(`确定取消发往“${c.device.name}”的指令吗？`, () => cancel.mutateAsync(c.id))
        }
      />
    </>
  );
}

/**
 * 设备控制: choose devices, send a command, and watch each device's command move through its
 * states (the history below refreshes every 2 s while any is queued or sent).
 */
function DeviceControl() {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <>
      <Card variant="borderless" title="下发指令">
        <CommandForm deviceIds={selected} onSent={() => setSelected([])} />
        <DevicePicker selected={selected} onSelect={setSelected} />
      </Card>
      <Card variant="borderless" title="指令记录" style={{ marginTop: 16 }}>
        <CommandHistory />
      </Card>
    </>
  );
}

export function DeviceControlPage() {
  return (
    <EnterpriseOnly
      what="设备控制"
      description="企业用户在这里向本企业的仿真设备下发启动、停止、重启、关机和更新指令，并查看每条指令的执行情况。"
    >
      <DeviceControl />
    </EnterpriseOnly>
  );
}
