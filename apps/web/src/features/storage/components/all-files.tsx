import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDeleteStorageFiles } from '../api/delete-storage-files';
import { useDownloadStorageFiles } from '../api/download-storage-files';
import { useStorageFiles } from '../api/get-storage-files';
import { FileList, STORAGE_FILTERS } from './file-list';

// No default sort: the server's order (newest first) is what an upload list is read in.
const TABLE_OPTIONS = { filters: STORAGE_FILTERS } as const;

/** The 全部文件 tab: every stored file, wherever its bytes are; uploads go to the configured store. */
export function AllFiles() {
  const table = useUrlTableState(TABLE_OPTIONS);
  const result = useStorageFiles(table.query);
  const remove = useDeleteStorageFiles();
  const download = useDownloadStorageFiles();
  return (
    <FileList
      label="文件列表"
      target="local"
      table={table}
      result={result}
      canUpload
      deleting={remove.isPending}
      onDelete={(ids) => remove.mutateAsync(ids)}
      onExport={(query) => download.mutate(query)}
      exporting={download.isPending}
    />
  );
}
