import { endpoints } from '@coalsim/contract';
import type { DatabaseBackup } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/list-request';

/** The backup's file under its own name (through the api client: the token goes along). */
export async function downloadBackup(backup: Pick<DatabaseBackup, 'id' | 'fileName'>): Promise<void> {
  const url = endpoints.downloadBackup.path.replace(':id', String(backup.id));
  const blob = await api.get<Blob>(url, { responseType: 'blob', timeout: 0 });
  saveBlob(blob, backup.fileName);
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
