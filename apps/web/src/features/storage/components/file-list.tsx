import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { Page, StorageFile } from '@coalsim/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';

import { Permission, useCheckPermission } from '../../../components/permission/permission';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { ExportButton } from '../../../components/table-toolbar/toolbar-buttons';
import { useDeleteWithConfirm } from '../../../hooks/use-delete-with-confirm';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf } from '../../../hooks/use-url-table-state';
import type { UrlTableState } from '../../../hooks/use-url-table-state';
import type { StorageQuery } from '../api/get-storage-files';
import { STORAGE_PERMISSIONS } from '../utils/storage-permissions';
import { RenameFileModal } from './rename-file-modal';
import type { StorageFilterName } from './storage-filters';
import { StorageFilters } from './storage-filters';
import { StorageTable } from './storage-table';
import { UploadFileModal } from './upload-file-modal';

export const STORAGE_FILTERS: readonly StorageFilterName[] = ['blurry', 'category', 'createTime'];

interface FileListProps {
  /** The table's accessible name. */
  label: string;
  /** Where 上传 sends files. */
  target: 'local' | 's3';
  table: UrlTableState<StorageFilterName>;
  /** The list's query, driven by `table.query`. */
  result: UseQueryResult<Page<StorageFile>>;
  /** False hides 上传 (the S3 store is not configured). */
  canUpload: boolean;
  deleting: boolean;
  onDelete: (ids: number[]) => Promise<unknown>;
  /** 导出 with the list's filters and order; without it there is no 导出. */
  onExport?: ((query: StorageQuery) => void) | undefined;
  exporting?: boolean;
}

/**
 * The body of each 存储管理 tab: filters and actions over the file table, its state in the URL so
 * a link shows the same rows, with the dialogs for 上传 and 编辑 and the delete confirmation.
 */
export function FileList({
  label,
  target,
  table,
  result,
  canUpload,
  deleting,
  onDelete,
  onExport,
  exporting = false,
}: FileListProps) {
  const mayUpload = useCheckPermission()(STORAGE_PERMISSIONS.add) && canUpload;
  const [density, setDensity] = useState<TableDensity>('middle');
  const {
    selected,
    setSelected,
    confirmDelete: remove,
  } = useDeleteWithConfirm<number>({
    question: (what) => `确定删除${what}吗？文件将从存储中移除，已引用它的页面将无法再显示。`,
    remove: onDelete,
  });
  const [previewing, setPreviewing] = useState<number>();
  const uploading = useFormDialog<never>();
  const renaming = useFormDialog<StorageFile>();
  const filter = useListSearch(table, { refetch: result.refetch, onChange: () => setSelected([]) });

  const empty = {
    icon: <UploadOutlined />,
    failedTitle: '文件列表读取失败',
    noMatch: {
      title: '没有符合条件的文件',
      description: '换个名称、类型或上传时间再查，或点“重置”查看全部文件。',
    },
    nothingYet: {
      title: '暂无文件',
      description: mayUpload
        ? '点击“上传”添加：图片、PDF、Office 文档、文本或 zip 压缩包。'
        : canUpload
          ? '有上传权限的用户上传文件后，会列在这里。'
          : '配置 S3 存储后，上传到 S3 的文件会列在这里。',
    },
  };

  return (
    <>
      <TableToolbar
        filters={<StorageFilters filters={table.filters} search={filter} />}
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <>
            {mayUpload && (
              <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => uploading.show()}>
                上传
              </Button>
            )}
            <Permission value={STORAGE_PERMISSIONS.del}>
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                disabled={selected.length === 0}
                loading={deleting}
                onClick={() => remove(selected, `选中的 ${selected.length} 个文件`)}
              >
                删除
              </Button>
            </Permission>
            {onExport && (
              <ExportButton exporting={exporting} onExport={() => onExport(exportQueryOf(table.query))} />
            )}
          </>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void result.refetch()}
        refreshing={result.isFetching}
      />
      <StorageTable
        label={label}
        table={table}
        list={result}
        density={density}
        empty={empty}
        selected={selected}
        onSelect={setSelected}
        previewing={previewing}
        onPreview={setPreviewing}
        onRename={(row) => renaming.show(row)}
        onDelete={(row) => remove([row.id], `文件“${row.name}”`)}
      />
      <UploadFileModal key={uploading.key} open={uploading.open} target={target} onClose={uploading.close} />
      <RenameFileModal
        key={renaming.key}
        open={renaming.open}
        file={renaming.record}
        onClose={renaming.close}
      />
    </>
  );
}
