import { Input, Select } from 'antd';

import { useListSearch } from '../../../hooks/use-list-search';
import type { UrlTableState } from '../../../hooks/use-url-table-state';
import styles from './access.module.css';
import { GRANT_STATUS_OPTIONS } from './grant-status';

interface Props {
  table: UrlTableState<'status' | 'blurry'>;
  /** Searching the same words again reloads: the list may have changed meanwhile. */
  refetch: () => unknown;
  searchLabel: string;
  placeholder: string;
  statusLabel: string;
}

/** The grant lists' filter bar (我的接入 and 使用申请): words and a status, both in the URL. */
export function GrantFilters({ table, refetch, searchLabel, placeholder, statusLabel }: Props) {
  const filter = useListSearch(table, { refetch });
  return (
    <div className={styles.filters} role="search">
      <Input.Search
        aria-label={searchLabel}
        placeholder={placeholder}
        allowClear
        maxLength={50}
        value={filter.blurry}
        onChange={(e) => filter.setBlurry(e.target.value)}
        onSearch={filter.search}
      />
      <Select
        aria-label={statusLabel}
        placeholder="全部状态"
        allowClear
        value={table.filters.status[0]}
        options={GRANT_STATUS_OPTIONS}
        onChange={(status?: string) => filter.change({ status })}
      />
    </div>
  );
}
