import { WORKER_IMPORT_COLUMNS } from '@coalsim/contract';
import type { WorkerImportRow } from '@coalsim/contract';
import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import styles from './org.module.css';

/**
 * Every row of the sheet as the server read it: the row's problems come right after its number
 * (seen without scrolling sideways on a narrow panel), and the cells it found wrong stand out.
 * Rows with errors first, so they are seen without paging.
 */
export function ImportPreviewTable({ rows }: { rows: WorkerImportRow[] }) {
  const sorted = [...rows].sort(
    (a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.row - b.row,
  );
  const columns: TableColumnsType<WorkerImportRow> = [
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
        ) : r.action === 'create' ? (
          <Tag color="success">新增</Tag>
        ) : (
          <Tag color="processing">更新</Tag>
        ),
    },
    ...WORKER_IMPORT_COLUMNS.map((column) => ({
      title: column,
      key: column,
      width: column === '手机号码' ? 130 : 110,
      render: (_: unknown, r: WorkerImportRow) => {
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
  return (
    <Table<WorkerImportRow>
      aria-label="导入预览"
      rowKey="row"
      size="small"
      columns={columns}
      dataSource={sorted}
      scroll={{ x: 1200 }}
      pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true, size: 'small' }}
    />
  );
}
