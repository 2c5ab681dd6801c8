import type { DeviceCommand } from '@coalsim/contract';
import { useState } from 'react';

import type { ListTableProps } from '../../../components/list-table/list-table';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useListSearch } from '../../../hooks/use-list-search';
import type { UrlTableState } from '../../../hooks/use-url-table-state';
import { CommandsTable } from './commands-table';
import { CommandFilters, type CommandFilterName } from './list-filters';

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
  const feedback = useCrudFeedback();
  const [density, setDensity] = useState<TableDensity>('middle');
  const filter = useListSearch(table, { refetch: list.refetch });
  const confirmCancel =
    cancel &&
    ((c: T) => feedback.confirmDelete(`确定取消发往“${c.device.name}”的指令吗？`, () => cancel(c.id)));
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
