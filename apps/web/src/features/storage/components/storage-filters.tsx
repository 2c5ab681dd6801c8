import { FILE_CATEGORIES } from '@coalsim/contract';
import { Select } from 'antd';

import { DateRangeFilter } from '../../../components/table-toolbar/date-range-filter';
import { SearchBox } from '../../../components/table-toolbar/search-box';

export type StorageFilterName = 'blurry' | 'category' | 'createTime';

const CATEGORY_OPTIONS = FILE_CATEGORIES.map((value) => ({ value, label: value }));

interface StorageFiltersProps {
  filters: Record<StorageFilterName, string[]>;
  blurry: string;
  onBlurryChange: (value: string) => void;
  /** Enter in the text box: search with everything as typed. */
  onSearch: () => void;
  /** Choices apply at once, as in the other lists' toolbars. */
  onChange: (change: Partial<Record<StorageFilterName, string | string[] | undefined>>) => void;
}

/** The file lists' filters: name, 文件类型 and 上传时间. */
export function StorageFilters({ filters, blurry, onBlurryChange, onSearch, onChange }: StorageFiltersProps) {
  return (
    <>
      <SearchBox
        label="搜索文件"
        placeholder="文件名称"
        maxLength={100}
        value={blurry}
        onChange={onBlurryChange}
        onSearch={onSearch}
      />
      <Select
        aria-label="文件类型"
        placeholder="文件类型"
        allowClear
        value={filters.category[0]}
        options={CATEGORY_OPTIONS}
        onChange={(value?: string) => onChange({ category: value })}
      />
      <DateRangeFilter
        label="上传时间"
        value={filters.createTime}
        onChange={(value) => onChange({ createTime: value })}
      />
    </>
  );
}
