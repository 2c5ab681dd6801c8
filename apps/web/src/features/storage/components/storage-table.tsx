import type { StorageFile } from '@coalsim/contract';
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts, ListTableProps } from '../../../components/list-table/list-table';
import { useCheckPermission } from '../../../components/permission/permission';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { formatDateTime } from '../../../lib/format-date-time';
import { fileHref, formatFileSize } from '../utils/file-format';
import { STORAGE_PERMISSIONS } from '../utils/storage-permissions';
import { FileThumbnail } from './file-thumbnail';
import styles from './storage.module.css';

const CATEGORY_COLORS: Record<StorageFile['category'], string> = {
  图片: 'blue',
  文档: 'geekblue',
  压缩包: 'orange',
  其他: 'default',
};

interface StorageTableProps {
  /** The table's accessible name. */
  label: string;
  table: ListTableProps<StorageFile>['table'] & {
    sortOrderOf: (field: string) => TableColumnsType<StorageFile>[number]['sortOrder'];
  };
  list: ListTableProps<StorageFile>['list'];
  density: TableDensity;
  /** What the table says without rows (the next step depends on the tab and the permissions). */
  empty: ListEmptyTexts;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** The image whose full-size preview is open. */
  previewing: number | undefined;
  onPreview: (id: number | undefined) => void;
  onRename: (row: StorageFile) => void;
  onDelete: (row: StorageFile) => void;
}

/**
 * A list of stored files: name, a thumbnail for pictures, kind, size, store, who uploaded it and
 * when; sorting on the server. 编辑 and 删除 (and the selection for batch delete) only with their
 * permissions; 预览 and 下载 for everyone who sees the list.
 */
export function StorageTable({
  label,
  table,
  list,
  density,
  empty,
  selected,
  onSelect,
  previewing,
  onPreview,
  onRename,
  onDelete,
}: StorageTableProps) {
  const can = useCheckPermission();
  const canEdit = can(STORAGE_PERMISSIONS.edit);
  const canDelete = can(STORAGE_PERMISSIONS.del);
  const columns: TableColumnsType<StorageFile> = [
    {
      title: '名称',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: table.sortOrderOf('name'),
      width: 220,
      render: (name: string, row) => (
        <>
          <span className={styles.name} title={name}>
            {name}
          </span>
          {row.realName !== name && (
            <span className={styles.realName} title={row.realName}>
              {row.realName}
            </span>
          )}
        </>
      ),
    },
    {
      title: '预览',
      key: 'preview',
      width: 72,
      render: (_, row) => (
        <FileThumbnail
          file={row}
          open={previewing === row.id}
          onOpenChange={(open) => onPreview(open ? row.id : undefined)}
        />
      ),
    },
    {
      title: '类型',
      dataIndex: 'category',
      key: 'category',
      width: 120,
      render: (category: StorageFile['category'], row) => (
        <Tag color={CATEGORY_COLORS[category]} title={row.mimeType}>
          {category} · {row.suffix}
        </Tag>
      ),
    },
    {
      title: '大小',
      dataIndex: 'size',
      key: 'size',
      width: 100,
      align: 'right',
      sorter: true,
      sortOrder: table.sortOrderOf('size'),
      render: formatFileSize,
    },
    {
      title: '存储',
      dataIndex: 'backend',
      key: 'backend',
      width: 72,
      render: (backend: StorageFile['backend']) =>
        backend === 's3' ? <Tag color="purple">S3</Tag> : <Tag>本地</Tag>,
    },
    {
      title: '上传者',
      dataIndex: 'createBy',
      key: 'createBy',
      width: 110,
      ellipsis: true,
      render: (by: string | null) => by ?? '-',
    },
    {
      title: '上传时间',
      dataIndex: 'createTime',
      key: 'createTime',
      width: 170,
      sorter: true,
      sortOrder: table.sortOrderOf('createTime'),
      render: formatDateTime,
    },
    {
      title: '操作',
      key: 'actions',
      width: 96 + (canEdit ? 44 : 0) + (canDelete ? 44 : 0),
      render: (_, row) => (
        <Space size={0}>
          {row.category === '图片' && (
            <Button
              type="link"
              size="small"
              aria-label={`预览 ${row.name}`}
              onClick={() => onPreview(row.id)}
            >
              预览
            </Button>
          )}
          <Button
            type="link"
            size="small"
            href={fileHref(row.url)}
            download={row.realName}
            aria-label={`下载 ${row.name}`}
          >
            下载
          </Button>
          {canEdit && (
            <Button type="link" size="small" aria-label={`编辑 ${row.name}`} onClick={() => onRename(row)}>
              编辑
            </Button>
          )}
          {canDelete && (
            <Button
              type="link"
              size="small"
              danger
              aria-label={`删除 ${row.name}`}
              onClick={() => onDelete(row)}
            >
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListTable<StorageFile>
      aria-label={label}
      table={table}
      list={list}
      empty={empty}
      columns={columns}
      size={density}
      selection={canDelete ? { selected, onSelect, labelOf: (row) => row.name } : undefined}
    />
  );
}
