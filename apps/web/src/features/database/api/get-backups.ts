import { endpointPaths } from '@coalsim/contract';
import type { BackupQuery, backupPageSchema } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type BackupPage = z.infer<typeof backupPageSchema>;

export const backupsQueryKey = ['database-backups'] as const;

export function getBackups(query: BackupQuery, signal?: AbortSignal): Promise<BackupPage> {
  return getList(endpointPaths.listBackups.path, query, signal);
}

/** 数据库备份: every backup, newest first, with the running code's schema version. */
export function useBackups(query: BackupQuery) {
  return useQuery({
    queryKey: [...backupsQueryKey, query],
    queryFn: ({ signal }) => getBackups(query, signal),
    placeholderData: keepPreviousData,
  });
}
