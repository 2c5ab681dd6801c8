import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { JobsQuery } from './get-jobs';

export const JOBS_FILE_NAME = '定时任务.xlsx';

/** The jobs matching the list's filters, as `定时任务.xlsx`. */
export function downloadJobs(query: JobsQuery): Promise<void> {
  return downloadList(endpointPaths.downloadJobs.path, query, JOBS_FILE_NAME);
}

export function useDownloadJobs() {
  return useMutation({ mutationFn: downloadJobs });
}
