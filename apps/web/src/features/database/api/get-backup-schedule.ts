import { endpointPaths } from '@coalsim/contract';
import type { BackupSchedule } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export function getBackupSchedule(signal?: AbortSignal): Promise<BackupSchedule> {
  return api.get<BackupSchedule>(endpointPaths.getBackupSchedule.path, { signal });
}

/** The 定时任务 job that takes scheduled backups, and its retention. */
export function useBackupSchedule() {
  return useQuery({
    queryKey: ['database-backup-schedule'],
    queryFn: ({ signal }) => getBackupSchedule(signal),
  });
}
