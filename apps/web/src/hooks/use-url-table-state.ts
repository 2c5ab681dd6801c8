import type { TableColumnType, TablePaginationConfig, TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export interface TableSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface UrlTableOptions<F extends string> {
  /** The filters kept in the query; one may repeat (`createTime=a&createTime=b`). */
  filters: readonly F[];
  defaultSize?: number;
  /** Sent when the user has not sorted; never written to the URL. */
  defaultSort?: TableSort;
  /** Prefixes this table's keys (`d` → `dpage`, `dlabel`) when a page shows two tables. */
  prefix?: string;
}

export const PAGE_SIZES = [10, 20, 50, 100];
const MAX_PAGE = 100_000;
const MAX_VALUE = 200;

type FilterValues<F extends string> = Record<F, string[]>;
export type FilterChange<F extends string> = Partial<
  Record<F, string | readonly string[] | null | undefined>
>;

/**
 * The query of the page this hook lives in. Pages stay mounted (hidden) while another tab is on
 * screen; they must not read that tab's query, so a hidden page keeps the last query it had.
 */
function usePageSearch() {
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const [home] = useState(location.pathname);
  const [kept, setKept] = useState(location.search);
  const active = location.pathname === home;
  if (active && kept !== location.search) setKept(location.search);
  const search = active ? location.search : kept;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return { params, setSearchParams };
}

function readInt(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

function readSort(value: string | null): TableSort | undefined {
  const [field, direction] = (value ?? '').split(',');
  if (!field || !/^\w{1,40}$/.test(field) || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return { field, direction };
}

/**
 * Table state kept in the URL query (page 1-based, size, `sort=field,dir`, filters) so that a
 * refresh or a shared link shows the same rows. Hand-edited values that make no sense fall back
 * to the defaults. `query` is what the API takes: 0-based page, empty filters left out.
 */
export function useUrlTableState<F extends string>(options: UrlTableOptions<F>) {
  const { filters: names, defaultSize = 10, defaultSort, prefix = '' } = options;
  const { params, setSearchParams } = usePageSearch();
  const key = (name: string) => (prefix ? `${prefix}${name}` : name);

  const page = readInt(params.get(key('page')), 1, MAX_PAGE);
  const size = readInt(params.get(key('size')), defaultSize, 2000);
  const sort = readSort(params.get(key('sort')));
  const filterKey = names.map((n) => params.getAll(key(n)).join('\u0000')).join('\u0001');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKey stands for the filter values
  const filters = useMemo(() => readFilters(params, names, key), [filterKey]);

  const write = (change: (next: URLSearchParams) => void) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace: true },
    );
  const setPaging = (next: URLSearchParams, p: number, s: number) => {
    if (p > 1) next.set(key('page'), String(p));
    else next.delete(key('page'));
    if (s !== defaultSize) next.set(key('size'), String(s));
    else next.delete(key('size'));
  };

  const setPage = (nextPage: number, nextSize = size) =>
    write((next) => setPaging(next, nextSize === size ? nextPage : 1, nextSize));
  const setSort = (nextSort: TableSort | undefined) =>
    write((next) => {
      if (nextSort) next.set(key('sort'), `${nextSort.field},${nextSort.direction}`);
      else next.delete(key('sort'));
      setPaging(next, 1, size);
    });
  /** New filter values start again at page 1; an empty value removes the filter. */
  const setFilters = (change: FilterChange<F>) =>
    write((next) => {
      for (const [name, value] of Object.entries(change) as [F, FilterChange<F>[F]][]) {
        next.delete(key(name));
        const values =
          value === null || value === undefined ? [] : typeof value === 'string' ? [value] : value;
        for (const v of values) if (v.trim() !== '') next.append(key(name), v.trim().slice(0, MAX_VALUE));
      }
      setPaging(next, 1, size);
    });
  /** Back to the defaults: no filters, first page, default sort (the size is kept). */
  const reset = () =>
    write((next) => {
      for (const n of names) next.delete(key(n));
      next.delete(key('sort'));
      setPaging(next, 1, size);
    });

  const effectiveSort = sort ?? defaultSort;
  const query = {
    page: page - 1,
    size,
    ...(effectiveSort ? { sort: [`${effectiveSort.field},${effectiveSort.direction}`] } : {}),
    ...Object.fromEntries(
      Object.entries<string[]>(filters)
        .filter(([, values]) => values.length > 0)
        .map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
    ),
  };

  /** Controlled `sortOrder` of a sortable column. */
  const sortOrderOf = (field: string): TableColumnType<unknown>['sortOrder'] =>
    sort?.field === field ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null;

  /** antd Table props: server-side pagination and sorting. */
  const tableProps = <T>(total: number): Pick<TableProps<T>, 'pagination' | 'onChange'> => ({
    pagination: {
      current: page,
      pageSize: size,
      total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES,
      showTotal: (n: number) => `共 ${n} 条`,
      size: 'small',
    } satisfies TablePaginationConfig,
    onChange: (pagination, _filters, sorter, extra) => {
      if (extra.action === 'paginate') setPage(pagination.current ?? 1, pagination.pageSize ?? size);
      if (extra.action === 'sort') {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = one?.columnKey ?? one?.field;
        setSort(
          one?.order && typeof field === 'string'
            ? { field, direction: one.order === 'ascend' ? 'asc' : 'desc' }
            : undefined,
        );
      }
    },
  });

  return { page, size, sort, filters, query, setPage, setSort, setFilters, reset, sortOrderOf, tableProps };
}

export type UrlTableState<F extends string> = ReturnType<typeof useUrlTableState<F>>;

function readFilters<F extends string>(
  params: URLSearchParams,
  names: readonly F[],
  key: (name: string) => string,
): FilterValues<F> {
  return Object.fromEntries(names.map((n) => [n, params.getAll(key(n)).slice(0, 10)])) as FilterValues<F>;
}

/** What 导出 sends: the list's filters and order, not its page. */
export function exportQueryOf<Q extends { page: number; size: number }>(query: Q): Omit<Q, 'page' | 'size'> {
  const { page: _page, size: _size, ...rest } = query;
  return rest;
}

/** Whether any filter of the table is set (an empty list then means "nothing matches"). */
export function hasFilters(filters: Record<string, readonly string[]>): boolean {
  return Object.values(filters).some((values) => values.length > 0);
}

/**
 * eladmin's "deleting the last row on a page steps back one page": when a page that has come back
 * empty lies past the end of the list, show the last page that has rows instead.
 */
export function useStepBackWhenEmpty(
  table: { page: number; size: number; setPage: (page: number) => void },
  result: { rows: number; total: number } | undefined,
): void {
  const { page, size, setPage } = table;
  const rows = result?.rows;
  const total = result?.total;
  useEffect(() => {
    if (rows !== 0 || total === undefined || page <= 1) return;
    const last = Math.max(1, Math.ceil(total / size));
    if (page > last) setPage(last);
    // setPage changes identity on every render; page, size and the result decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, total, page, size]);
}

/**
 * One more value of the page kept in the URL (the chosen role, the open dictionary), beside a
 * table's state: reading and writing it leaves the table's keys alone.
 */
export function useUrlParam(
  name: string,
  /** Keys that belong to what the value chose (a second table's page), cleared when it changes. */
  dependents: readonly string[] = [],
): [string | undefined, (value: string | undefined) => void] {
  const { params, setSearchParams } = usePageSearch();
  const value = params.get(name) ?? undefined;
  const setValue = (next: string | undefined) =>
    setSearchParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next !== prev.get(name)) for (const key of dependents) updated.delete(key);
        if (next) updated.set(name, next);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );
  return [value, setValue];
}
