import { Input, Segmented } from 'antd';

import { ChoiceChips } from '../../../components/choice-chips/choice-chips';
import { useDict } from '../../../hooks/use-dict';
import type { SoftListState, SoftSort } from '../utils/soft-list-params';
import styles from './soft-toolbar.module.css';

const SORTS: ReadonlyArray<{ value: SoftSort; label: string }> = [
  { value: 'newest', label: '最新' },
  { value: 'views', label: '最多浏览' },
  { value: 'likes', label: '最多点赞' },
];

/** Keyword search box; it restarts from the URL whenever the URL's keyword changes (back, forward). */
export function SoftSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  return (
    <Input.Search
      key={keyword}
      defaultValue={keyword}
      placeholder="搜索软件名称或简介"
      aria-label="搜索软件"
      allowClear
      enterButton="搜索"
      size="large"
      maxLength={50}
      onSearch={(value) => onSearch(value.trim())}
      className={styles.search}
    />
  );
}

/** Category (dictionary soft_category) and sort, both written to the URL by the page. */
export function SoftFilters({
  state,
  onChange,
}: {
  state: SoftListState;
  onChange: (change: Partial<SoftListState>) => void;
}) {
  const { list } = useDict('soft_category');
  const categories = [{ value: '', label: '全部' }, ...list.map((d) => ({ value: d.value, label: d.label }))];
  return (
    <div className={styles.filters}>
      <ChoiceChips
        label="软件分类"
        choices={categories}
        value={state.category}
        onChange={(category) => onChange({ category })}
      />
      <div role="group" aria-label="排序方式" className={styles.sort}>
        <Segmented<SoftSort>
          options={SORTS.map((s) => ({ value: s.value, label: s.label }))}
          value={state.sort}
          onChange={(sort) => onChange({ sort })}
        />
      </div>
    </div>
  );
}
