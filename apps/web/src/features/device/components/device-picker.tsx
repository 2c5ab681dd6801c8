import { CheckSquareOutlined, DesktopOutlined } from '@ant-design/icons';
import type { Device } from '@coalsim/contract';
import { App, Button } from 'antd';
import { useState } from 'react';

import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useDict } from '../../../hooks/use-dict';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
import { MAX_DEVICES_PER_COMMAND, useDevices, useOnlineDeviceIds } from '../api/get-devices';
import type { DevicesQuery } from '../api/get-devices';
import { deviceColumns } from './device-columns';
import { DeviceFilters } from './list-filters';

const DEVICE_TABLE = { filters: ['blurry', 'room', 'type', 'status'], prefix: 'd' } as const;

const NO_DEVICES: ListEmptyTexts = {
  icon: <DesktopOutlined />,
  failedTitle: '设备读取失败',
  noMatch: {
    title: '没有符合条件的设备',
    description: '换个实训室、类型或状态再查，或点“重置”查看全部设备。',
  },
  nothingYet: { title: '还没有设备', description: '先在“设备管理”中登记设备并接入，再回到这里下发指令。' },
};

/**
 * The devices a command goes to: ticked one by one (ticks survive paging and filtering, so a
 * choice can span rooms), or 全选在线设备 for every online device of the room and type filtered.
 */
export function DevicePicker({
  selected,
  onSelect,
}: {
  selected: number[];
  onSelect: (ids: number[]) => void;
}) {
  const { message } = App.useApp();
  const table = useUrlTableState(DEVICE_TABLE);
  const [density, setDensity] = useState<TableDensity>('small');
  const types = useDict('device_type');
  const list = useDevices(table.query);
  const online = useOnlineDeviceIds();
  const filter = useListSearch(table, { refetch: list.refetch });
  const room = table.filters.room[0];

  const selectOnline = async () => {
    // The list's own filters but its status: 在线 is what is asked for.
    const { status: _status, ...filters } = exportQueryOf(table.query) as DevicesQuery;
    const ids = await online.mutateAsync(filters).catch(() => undefined);
    if (!ids) return;
    onSelect(ids);
    const where = room ? `“${room}”的` : '';
    void (ids.length === 0
      ? message.info(`没有${where}在线设备`)
      : message.success(
          `已选中${where} ${ids.length} 台在线设备${ids.length === MAX_DEVICES_PER_COMMAND ? '（一次最多 200 台）' : ''}`,
        ));
  };

  return (
    <>
      <TableToolbar
        filters={<DeviceFilters filters={table.filters} search={filter} keywordLabel="按名称筛选设备" />}
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <>
            <Button
              icon={<CheckSquareOutlined aria-hidden />}
              loading={online.isPending}
              onClick={() => void selectOnline()}
            >
              {room ? `全选“${room}”在线设备` : '全选在线设备'}
            </Button>
            {selected.length > 0 && <Button onClick={() => onSelect([])}>清空选择</Button>}
          </>
        }
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
        selection={{ selected, onSelect: (ids) => onSelect(ids), labelOf: (d) => d.name, acrossPages: true }}
      />
    </>
  );
}
