import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { JobLogsQuery } from './get-job-logs';

export const JOB_LOGS_FILE_NAME = '任务执行记录.xlsx';

/** The runs matching the history's filters, as `任务执行记录.xlsx`. */
export function downloadJobLogs(query: JobLogsQuery): Promise<void> {
  return downloadList(endpointPaths.downloadJobLogs.path, query, JOB_LOGS_FILE_NAME);
}

export function useDownloadJobLogs() {
  return useMutation({ mutationFn: downloadJobLogs });
}
