import { Select } from 'antd';

import { DateRangeFilter } from '../../../components/table-toolbar/date-range-filter';
import { SearchBox } from '../../../components/table-toolbar/search-box';
import type { ListFilterProps } from '../../../hooks/use-list-search';

export type LogFilterName = 'blurry' | 'method' | 'status' | 'createTime';

const RESULTS = [
  { value: 'ok', label: '成功' },
  { value: 'fail', label: '失败' },
];

interface LogFiltersProps extends Omit<ListFilterProps<LogFilterName>, 'filters'> {
  /** Which filters this list offers (异常日志 has no 结果: every row there failed). */
  names: readonly LogFilterName[];
  /** The 请求方式 that can occur in this list. */
  methods: readonly string[];
  /** The URL's values; a list has only the filters it offers. */
  filters: Partial<Record<LogFilterName, string[]>>;
}

/** The log lists' filters: text (who, what, where), 请求方式, 结果 and 操作时间. */
export function LogFilters({ names, methods, filters, search }: LogFiltersProps) {
  const status = filters.status?.[0];
  // A link may name one status code (`status=409`); show it as such rather than as a bare value.
  const results =
    status && !RESULTS.some((r) => r.value === status)
      ? [...RESULTS, { value: status, label: `状态码 ${status}` }]
      : RESULTS;

  return (
    <>
      <SearchBox
        label="搜索日志"
        placeholder="用户名、操作或请求路径"
        value={search.blurry}
        onChange={search.setBlurry}
        onSearch={search.search}
      />
      {names.includes('method') && (
        <Select
          aria-label="请求方式"
          placeholder="请求方式"
          allowClear
          value={filters.method?.[0]}
          options={methods.map((m) => ({ value: m, label: m }))}
          onChange={(value?: string) => search.change({ method: value })}
        />
      )}
      {names.includes('status') && (
        <Select
          aria-label="结果"
          placeholder="结果"
          allowClear
          value={status}
          options={results}
          onChange={(value?: string) => search.change({ status: value })}
        />
      )}
      {names.includes('createTime') && (
        <DateRangeFilter
          label="操作时间"
          value={filters.createTime ?? []}
          onChange={(value) => search.change({ createTime: value })}
        />
      )}
    </>
  );
}
