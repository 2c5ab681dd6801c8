import { ColumnHeightOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';

import styles from './table-toolbar.module.css';

export type TableDensity = NonNullable<TableProps['size']>;

const DENSITIES: { key: TableDensity; label: string }[] = [
  { key: 'large', label: '宽松' },
  { key: 'middle', label: '默认' },
  { key: 'small', label: '紧凑' },
];

interface TableToolbarProps {
  /** Search inputs; 搜索 and 重置 follow them. Omit for a list without filters. */
  filters?: ReactNode;
  onSearch?: () => void;
  onReset?: () => void;
  /** 新增, 导出, batch actions: on the left of the second row. */
  actions?: ReactNode;
  density: TableDensity;
  onDensityChange: (density: TableDensity) => void;
  onRefresh: () => void;
  refreshing?: boolean;
}

/**
 * The one toolbar of the admin lists: filters with 搜索/重置 on the first row, actions on the
 * left and table tools (density, refresh) on the right of the second. Wraps on a phone.
 */
export function TableToolbar({
  filters,
  onSearch,
  onReset,
  actions,
  density,
  onDensityChange,
  onRefresh,
  refreshing = false,
}: TableToolbarProps) {
  return (
    <div className={styles.toolbar}>
      {filters && (
        <div className={styles.filters} role="search">
          {filters}
          <div className={styles.searchButtons}>
            <Button type="primary" icon={<SearchOutlined aria-hidden />} onClick={onSearch}>
              搜索
            </Button>
            <Button onClick={onReset}>重置</Button>
          </div>
        </div>
      )}
      <div className={styles.operations}>
        <div className={styles.actions}>{actions}</div>
        <div className={styles.tools}>
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [density],
              items: DENSITIES,
              onClick: ({ key }) => onDensityChange(key as TableDensity),
            }}
          >
            <Tooltip title="密度">
              <Button icon={<ColumnHeightOutlined aria-hidden />} aria-label="表格密度" />
            </Tooltip>
          </Dropdown>
          <Tooltip title="刷新">
            <Button icon={<ReloadOutlined spin={refreshing} />} aria-label="刷新列表" onClick={onRefresh} />
          </Tooltip>
        </div>
      </div>
    </div>
  );
}
