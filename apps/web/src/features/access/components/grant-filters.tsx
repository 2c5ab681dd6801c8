import { Input, Select } from 'antd';

import { useDraft } from '../../../hooks/use-draft';
import type { useUrlTableState } from '../../../hooks/use-url-table-state';
import styles from './access.module.css';
import { GRANT_STATUS_OPTIONS } from './grant-status';

type GrantTable = ReturnType<typeof useUrlTableState<'status' | 'blurry'>>;

interface Props {
  table: GrantTable;
  /** Searching the same words again reloads: the list may have changed meanwhile. */
  refetch: () => unknown;
  searchLabel: string;
  placeholder: string;
  statusLabel: string;
}

/** The grant lists' filter bar (我的接入 and 使用申请): words and a status, both in the URL. */
export function GrantFilters({ table, refetch, searchLabel, placeholder, statusLabel }: Props) {
  const [blurry, setBlurry] = useDraft(table.filters.blurry[0] ?? '');
  const search = () => {
    table.setFilters({ blurry });
    if (blurry.trim() === (table.filters.blurry[0] ?? '')) void refetch();
  };
  return (
    <div className={styles.filters} role="search">
      <Input.Search
        aria-label={searchLabel}
        placeholder={placeholder}
        allowClear
        maxLength={50}
        value={blurry}
        onChange={(e) => setBlurry(e.target.value)}
        onSearch={search}
      />
      <Select
        aria-label={statusLabel}
        placeholder="全部状态"
        allowClear
        value={table.filters.status[0]}
        options={GRANT_STATUS_OPTIONS}
        onChange={(status?: string) => table.setFilters({ blurry, status })}
      />
    </div>
  );
}
