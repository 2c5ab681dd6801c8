import { FILE_CATEGORIES } from '@coalsim/contract';
import { Select } from 'antd';

import { DateRangeFilter } from '../../../components/table-toolbar/date-range-filter';
import { SearchBox } from '../../../components/table-toolbar/search-box';
import type { ListFilterProps } from '../../../hooks/use-list-search';

export type StorageFilterName = 'blurry' | 'category' | 'createTime';

const CATEGORY_OPTIONS = FILE_CATEGORIES.map((value) => ({ value, label: value }));

type StorageFiltersProps = ListFilterProps<StorageFilterName>;

/** The file lists' filters: name, 文件类型 and 上传时间. */
export function StorageFilters({ filters, search }: StorageFiltersProps) {
  return (
    <>
      <SearchBox
        label="搜索文件"
        placeholder="文件名称"
        maxLength={100}
        value={search.blurry}
        onChange={search.setBlurry}
        onSearch={search.search}
      />
      <Select
        aria-label="文件类型"
        placeholder="文件类型"
        allowClear
        value={filters.category[0]}
        options={CATEGORY_OPTIONS}
        onChange={(value?: string) => search.change({ category: value })}
      />
      <DateRangeFilter
        label="上传时间"
        value={filters.createTime}
        onChange={(value) => search.change({ createTime: value })}
      />
    </>
  );
}
