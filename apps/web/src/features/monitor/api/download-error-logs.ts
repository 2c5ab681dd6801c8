import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { LogsQuery } from './get-logs';

export const ERROR_LOGS_FILE_NAME = '异常日志.xlsx';

/** The failures matching the list's filters, as `异常日志.xlsx`. */
export function downloadErrorLogs(query: LogsQuery): Promise<void> {
  return downloadList(endpointPaths.downloadErrorLogs.path, query, ERROR_LOGS_FILE_NAME);
}

export function useDownloadErrorLogs() {
  return useMutation({ mutationFn: downloadErrorLogs });
}
