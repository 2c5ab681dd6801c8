import { Select } from 'antd';

import { SearchBox } from '../../../components/table-toolbar/search-box';
import type { ListFilterProps } from '../../../hooks/use-list-search';

export type JobFilterName = 'blurry' | 'isPause';

const STATE_OPTIONS = [
  { value: 'false', label: '运行中' },
  { value: 'true', label: '已暂停' },
];

type JobFiltersProps = ListFilterProps<JobFilterName>;

/** 定时任务's filters: name or description, and 状态. */
export function JobFilters({ filters, search }: JobFiltersProps) {
  return (
    <>
      <SearchBox
        label="搜索任务"
        placeholder="任务名称或描述"
        maxLength={100}
        value={search.blurry}
        onChange={search.setBlurry}
        onSearch={search.search}
      />
      <Select
        aria-label="任务状态"
        placeholder="任务状态"
        allowClear
        value={filters.isPause[0]}
        options={STATE_OPTIONS}
        onChange={(value?: string) => search.change({ isPause: value })}
      />
    </>
  );
}
