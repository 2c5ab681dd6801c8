import type { Page } from '@coalsim/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Table } from 'antd';
import type { TableProps } from 'antd';

import { hasFilters, useStepBackWhenEmpty } from '../../hooks/use-url-table-state';
import type { UrlTableState } from '../../hooks/use-url-table-state';
import { ListEmptyState } from '../feedback/list-empty-state';
import type { ListEmptyStateProps } from '../feedback/list-empty-state';

/** The texts of a list without rows; which one shows is ListEmptyState's choice. */
export type ListEmptyTexts = Omit<ListEmptyStateProps, 'pending' | 'failed' | 'filtered' | 'onRetry'>;

/** Rows ticked for batch actions, by id; `labelOf` names a row's checkbox (选择 <label>). */
export interface ListSelection<Row> {
  selected: number[];
  onSelect: (ids: number[]) => void;
  labelOf: (row: Row) => string;
  /** Keep the checkboxes in view while the table scrolls sideways. */
  fixed?: boolean;
}

export interface ListTableProps<Row extends object> extends Omit<
  TableProps<Row>,
  'dataSource' | 'pagination' | 'onChange' | 'locale' | 'rowSelection'
> {
  /** The page, size, sort and filters kept in the URL (useUrlTableState). */
  table: Pick<UrlTableState<string>, 'page' | 'size' | 'setPage' | 'tableProps'> & {
    filters: Record<string, readonly string[]>;
  };
  /** The list's query: one page of rows and the total. */
  list: Pick<
    UseQueryResult<Page<Row>>,
    'data' | 'isPending' | 'isFetching' | 'isError' | 'isPlaceholderData' | 'refetch'
  >;
  empty: ListEmptyTexts;
  selection?: ListSelection<Row>;
}

/**
 * The one server-paged list of the app, portal centre and back office alike: the rows of the
 * URL's page with its paging and sorting, a spinner while fetching, the empty state that fits
 * (waiting, failed with 重新加载, nothing matching the filters, nothing yet), and a step back to
 * the last page that has rows when deleting empties the one on screen.
 */
export function ListTable<Row extends object>({
  table,
  list,
  empty,
  selection,
  rowKey = 'id',
  loading,
  ...rest
}: ListTableProps<Row>) {
  const { data, isPending, isFetching, isError, isPlaceholderData, refetch } = list;
  useStepBackWhenEmpty(
    table,
    data && !isPlaceholderData ? { rows: data.content.length, total: data.totalElements } : undefined,
  );
  return (
    <Table<Row>
      rowKey={rowKey}
      dataSource={data?.content ?? []}
      loading={loading ?? isFetching}
      locale={{
        emptyText: (
          <ListEmptyState
            pending={isPending}
            failed={isError && !data}
            filtered={hasFilters(table.filters)}
            onRetry={() => void refetch()}
            {...empty}
          />
        ),
      }}
      {...table.tableProps<Row>(data?.totalElements ?? 0)}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selected,
          fixed: selection.fixed,
          onChange: (keys) => selection.onSelect(keys.map(Number)),
          getCheckboxProps: (row) => ({ 'aria-label': `选择 ${selection.labelOf(row)}` }),
        }
      }
      {...rest}
    />
  );
}
