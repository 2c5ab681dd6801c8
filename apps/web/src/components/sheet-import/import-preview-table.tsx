import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

import styles from './sheet-import.module.css';

/** One row of a sheet as the server read it: its number, its text by column, what is wrong. */
export interface ImportRow {
  row: number;
  values: Record<string, string>;
  errors: string[];
  columns: string[];
}

/**
 * Every row of the sheet as the server read it: the row's problems come right after its number
 * (seen without scrolling sideways on a narrow panel), and the cells it found wrong stand out.
 * Rows with errors first, so they are seen without paging.
 */
export function ImportPreviewTable<R extends ImportRow>({
  rows,
  columns: sheetColumns,
  okTag = () => <Tag color="success">可导入</Tag>,
  widths = {},
}: {
  rows: R[];
  /** The sheet's columns, in order. */
  columns: readonly string[];
  /** What a row without errors will do (新增, 更新 …). */
  okTag?: (row: R) => ReactNode;
  widths?: Partial<Record<string, number>>;
}) {
  const sorted = [...rows].sort(
    (a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.row - b.row,
  );
  const columns: TableColumnsType<R> = [
    { title: '行号', dataIndex: 'row', key: 'row', width: 64, fixed: 'start' },
    {
      title: '结果',
      key: 'result',
      width: 260,
      render: (_, r) =>
        r.errors.length > 0 ? (
          <ul className={styles.errors} aria-label={`第 ${r.row} 行的错误`}>
            {r.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : (
          okTag(r)
        ),
    },
    ...sheetColumns.map((column) => ({
      title: column,
      key: column,
      width: widths[column] ?? 110,
      render: (_: unknown, r: R) => {
        const value = r.values[column] ?? '';
        return r.columns.includes(column) ? (
          <span className={styles.badCell} aria-invalid="true" title={`${column}有误`}>
            {value || '（空）'}
          </span>
        ) : (
          value
        );
      },
    })),
  ];
  const width = 324 + sheetColumns.reduce((sum, c) => sum + (widths[c] ?? 110), 0);
  return (
    <Table<R>
      aria-label="导入预览"
      rowKey="row"
      size="small"
      columns={columns}
      dataSource={sorted}
      scroll={{ x: width }}
      pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true, size: 'small' }}
    />
  );
}
