import { Select } from 'antd';

import { DateRangeFilter } from '../../../components/table-toolbar/date-range-filter';
import { SearchBox } from '../../../components/table-toolbar/search-box';

export type LogFilterName = 'blurry' | 'method' | 'status' | 'createTime';

const RESULTS = [
  { value: 'ok', label: '成功' },
  { value: 'fail', label: '失败' },
];

interface LogFiltersProps {
  /** Which filters this list offers (异常日志 has no 结果: every row there failed). */
  names: readonly LogFilterName[];
  /** The 请求方式 that can occur in this list. */
  methods: readonly string[];
  /** The URL's values; a list has only the filters it offers. */
  filters: Partial<Record<LogFilterName, string[]>>;
  blurry: string;
  onBlurryChange: (value: string) => void;
  /** Enter in the text box: search with everything as typed. */
  onSearch: () => void;
  /** Choices apply at once, as in the other lists' toolbars. */
  onChange: (change: Partial<Record<LogFilterName, string | string[] | undefined>>) => void;
}

/** The log lists' filters: text (who, what, where), 请求方式, 结果 and 操作时间. */
export function LogFilters({
  names,
  methods,
  filters,
  blurry,
  onBlurryChange,
  onSearch,
  onChange,
}: LogFiltersProps) {
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
        value={blurry}
        onChange={onBlurryChange}
        onSearch={onSearch}
      />
      {names.includes('method') && (
        <Select
          aria-label="请求方式"
          placeholder="请求方式"
          allowClear
          value={filters.method?.[0]}
          options={methods.map((m) => ({ value: m, label: m }))}
          onChange={(value?: string) => onChange({ method: value })}
        />
      )}
      {names.includes('status') && (
        <Select
          aria-label="结果"
          placeholder="结果"
          allowClear
          value={status}
          options={results}
          onChange={(value?: string) => onChange({ status: value })}
        />
      )}
      {names.includes('createTime') && (
        <DateRangeFilter
          label="操作时间"
          value={filters.createTime ?? []}
          onChange={(value) => onChange({ createTime: value })}
        />
      )}
    </>
  );
}
