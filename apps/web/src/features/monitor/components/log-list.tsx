import type { Log, Page } from '@coalsim/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';

import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf } from '../../../hooks/use-url-table-state';
import type { UrlTableState } from '../../../hooks/use-url-table-state';
import type { LogsQuery } from '../api/get-logs';
import { LogFilters } from './log-filters';
import type { LogFilterName } from './log-filters';
import { LogsTable } from './logs-table';
import styles from './logs.module.css';

type LogTableState = UrlTableState<LogFilterName>;

interface LogListProps {
  /** The page's title, naming its table. */
  label: string;
  /** The filters this list offers, as given to its table state. */
  names: readonly LogFilterName[];
  /** The 请求方式 that can occur in this list. */
  methods: readonly string[];
  table: LogTableState;
  /** The page's list query, driven by `table.query`. */
  result: UseQueryResult<Page<Log>>;
  exporting: boolean;
  /** 导出 with the list's filters and order (not its page). */
  onExport: (query: LogsQuery) => void;
  /** What an empty list without filters means: what would be recorded here, and when. */
  nothingYet: { icon: ReactNode; title: string; description: string };
  onDetail?: (row: Log) => void;
}

/**
 * The body of 操作日志 and 异常日志: the toolbar (search, filters, 导出) over the log table, its
 * state in the URL so a link shows the same rows. The page owns the query, this the view.
 */
export function LogList({
  label,
  names,
  methods,
  table,
  result,
  exporting,
  onExport,
  nothingYet,
  onDetail,
}: LogListProps) {
  const [density, setDensity] = useState<TableDensity>('middle');
  const filter = useListSearch(table, { refetch: result.refetch });
  const empty = {
    icon: nothingYet.icon,
    failedTitle: '日志读取失败',
    noMatch: {
      title: '没有符合条件的记录',
      description: '换个关键词、请求方式或时间再查，或点“重置”查看全部记录。',
    },
    nothingYet,
    waitingClassName: styles.loadingBlank,
  };

  return (
    <>
      <TableToolbar
        filters={<LogFilters names={names} methods={methods} filters={table.filters} search={filter} />}
        onSearch={filter.search}
        onReset={filter.reset}
        actions={<ExportButton exporting={exporting} onExport={() => onExport(exportQueryOf(table.query))} />}
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void result.refetch()}
        refreshing={result.isFetching}
      />
      <LogsTable
        label={label}
        table={table}
        list={result}
        density={density}
        empty={empty}
        onDetail={onDetail}
      />
    </>
  );
}
