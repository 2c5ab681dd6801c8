import type { DeviceCommand } from '@coalsim/contract';
import { App } from 'antd';
import { useState } from 'react';

import type { ListTableProps } from '../../../components/list-table/list-table';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useListSearch } from '../../../hooks/use-list-search';
import type { UrlTableState } from '../../../hooks/use-url-table-state';
import { CommandsTable } from './commands-table';
import { CommandFilters, type CommandFilterName } from './list-filters';
import { commandLabel } from './status-tags';

interface CommandHistoryProps<T extends DeviceCommand, F extends CommandFilterName> {
  table: UrlTableState<F | 'blurry'>;
  list: ListTableProps<T>['list'];
  /** Cancels a queued command; absent where the user may not. */
  cancel?: (id: number) => Promise<unknown>;
  /** The back office's list names whose device it is. */
  showEnterprise?: boolean;
  /** Commands whose transitions show open (the ones just sent). */
  opened?: readonly number[];
}

/** 指令记录 with its filter bar, for an enterprise's commands and the back office's alike. */
export function CommandHistory<T extends DeviceCommand, F extends CommandFilterName>({
  table,
  list,
  cancel,
  showEnterprise,
  opened,
}: CommandHistoryProps<T, F>) {
  const { modal } = App.useApp();
  const [density, setDensity] = useState<TableDensity>('middle');
  const filter = useListSearch(table, { refetch: list.refetch });
  // The buttons say what they do: 取消 / 确定 read as "close" and "go ahead" alike here.
  const confirmCancel =
    cancel &&
    ((c: T) =>
      void modal.confirm({
        title: '撤回指令',
        content: `撤回发往“${c.device.name}”的“${commandLabel(c.command)}”指令吗？设备尚未领取，撤回后不会执行。`,
        okText: '撤回指令',
        cancelText: '不撤回',
        okButtonProps: { danger: true },
        onOk: () => cancel(c.id).catch(() => undefined),
      }));
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
      <CommandsTable<T>
        table={table}
        list={list}
        density={density}
        showEnterprise={showEnterprise}
        opened={opened}
        {...(confirmCancel ? { onCancel: confirmCancel } : {})}
      />
    </>
  );
}
