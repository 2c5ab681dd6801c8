import type { Page } from '@coalsim/contract';
import type { UseQueryResult } from '@tanstack/react-query';

import { hasFilters, useStepBackWhenEmpty } from '../../hooks/use-url-table-state';
import type { UrlTableState } from '../../hooks/use-url-table-state';
import { ListEmptyState } from '../feedback/list-empty-state';
import type { ListEmptyStateProps } from '../feedback/list-empty-state';
import { FitTable } from './fit-table';
import type { FitTableProps } from './fit-table';

/** The texts of a list without rows; which one shows is ListEmptyState's choice. */
export type ListEmptyTexts = Omit<ListEmptyStateProps, 'pending' | 'failed' | 'filtered' | 'onRetry'>;

/** What ListTable takes from useUrlTableState. */
export type ListTableState = Pick<UrlTableState<string>, 'page' | 'size' | 'setPage' | 'tableProps'> & {
  filters: Record<string, readonly string[]>;
};

/** The same for a table whose columns sort on the server: each column's `sortOrder` too. */
export type SortedListTableState = ListTableState & Pick<UrlTableState<string>, 'sortOrderOf'>;

/** Rows ticked for batch actions (or the one chosen), by id; `labelOf` names a row's checkbox (选择 <label>). */
export interface ListSelection<Row> {
  selected: number[];
  /** The ticked ids, and their rows for a page that needs more than the id. */
  onSelect: (ids: number[], rows: Row[]) => void;
  labelOf: (row: Row) => string;
  /** `radio`: one row is chosen (the role or dictionary whose details show beside the list). */
  type?: 'checkbox' | 'radio';
  /** Keep ticks of rows on other pages (a choice built across pages, not a batch on this one). */
  acrossPages?: boolean;
}

export interface ListTableProps<Row extends object> extends Omit<
  FitTableProps<Row>,
  'dataSource' | 'pagination' | 'onChange' | 'locale' | 'rowSelection'
> {
  /** The page, size, sort and filters kept in the URL (useUrlTableState). */
  table: ListTableState;
  /** The list's query: one page of rows and the total. */
  list: Pick<
    UseQueryResult<Page<Row>>,
    'data' | 'isPending' | 'isFetching' | 'isError' | 'isPlaceholderData' | 'refetch'
  >;
  empty: ListEmptyTexts;
  selection?: ListSelection<Row>;
  /** The page's rows unless given: a tree table gives them with the children it has loaded. */
  dataSource?: readonly Row[];
}

/**
 * The one server-paged list of the app, portal centre and back office alike: the rows of the
 * URL's page with its paging and sorting, a spinner while fetching, the empty state that fits
 * (waiting, failed with 重新加载, nothing matching the filters, nothing yet), and a step back to
 * the last page that has rows when deleting empties the one on screen. Laid out by FitTable.
 */
export function ListTable<Row extends object>({
  table,
  list,
  empty,
  selection,
  dataSource,
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
    <FitTable<Row>
      rowKey={rowKey}
      dataSource={dataSource ?? data?.content ?? []}
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
          type: selection.type,
          selectedRowKeys: selection.selected,
          preserveSelectedRowKeys: selection.acrossPages,
          onChange: (keys, rows) => selection.onSelect(keys.map(Number), rows),
          getCheckboxProps: (row) => ({ 'aria-label': `选择 ${selection.labelOf(row)}` }),
        }
      }
      {...rest}
    />
  );
}
