import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { WorkersQuery } from './get-workers';

export const WORKERS_FILE_NAME = '员工.xlsx';

/** The staff matching the list's filters (the department's subtree included), as `员工.xlsx`. */
export function downloadWorkers(query: WorkersQuery): Promise<void> {
  return downloadList(endpointPaths.downloadWorkers.path, query, WORKERS_FILE_NAME);
}

export function useDownloadWorkers() {
  return useMutation({ mutationFn: downloadWorkers });
}
