import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { AdminSoftQuery } from './get-admin-softs';

export const ADMIN_SOFTS_FILE_NAME = '软件数据.xlsx';

/** The software matching the list's filters, as `软件数据.xlsx`. */
export function downloadAdminSofts(query: Omit<AdminSoftQuery, 'page' | 'size'>): Promise<void> {
  return downloadList(endpointPaths.downloadAdminSoft.path, query, ADMIN_SOFTS_FILE_NAME);
}

export function useDownloadAdminSofts() {
  return useMutation({ mutationFn: downloadAdminSofts });
}
