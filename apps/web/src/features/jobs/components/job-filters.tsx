import { Select } from 'antd';

import { SearchBox } from '../../../components/table-toolbar/search-box';

export type JobFilterName = 'blurry' | 'isPause';

const STATE_OPTIONS = [
  { value: 'false', label: '运行中' },
  { value: 'true', label: '已暂停' },
];

interface JobFiltersProps {
  filters: Record<JobFilterName, string[]>;
  blurry: string;
  onBlurryChange: (value: string) => void;
  /** Enter in the text box: search with everything as typed. */
  onSearch: () => void;
  /** Choices apply at once, as in the other lists' toolbars. */
  onChange: (change: Partial<Record<JobFilterName, string | undefined>>) => void;
}

/** 定时任务's filters: name or description, and 状态. */
export function JobFilters({ filters, blurry, onBlurryChange, onSearch, onChange }: JobFiltersProps) {
  return (
    <>
      <SearchBox
        label="搜索任务"
        placeholder="任务名称或描述"
        maxLength={100}
        value={blurry}
        onChange={onBlurryChange}
        onSearch={onSearch}
      />
      <Select
        aria-label="任务状态"
        placeholder="任务状态"
        allowClear
        value={filters.isPause[0]}
        options={STATE_OPTIONS}
        onChange={(value?: string) => onChange({ isPause: value })}
      />
    </>
  );
}
