import { endpointPaths } from '@coalsim/contract';
import type { BackupDownloadTicket, DatabaseBackup } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { env } from '../../../config/env';
import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';

/**
 * A backup's file: a one-time address is asked for with the password typed again, then the
 * browser follows it by a plain link and streams the file to disk (gigabytes never sit in a Blob).
 */
export async function downloadBackup({
  backup,
  password,
}: {
  backup: Pick<DatabaseBackup, 'id' | 'fileName'>;
  password: string;
}): Promise<void> {
  const url = endpointPaths.createBackupDownload.path.replace(':id', String(backup.id));
  const ticket = await api.post<BackupDownloadTicket>(url, { password }, actionConfig);
  const link = document.createElement('a');
  link.href = `${env.apiBaseUrl}${ticket.url}`;
  link.download = backup.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
