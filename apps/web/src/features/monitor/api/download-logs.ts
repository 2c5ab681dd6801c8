import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { LogsQuery } from './get-logs';

export const LOGS_FILE_NAME = '操作日志.xlsx';

/** The operations matching the list's filters, as `操作日志.xlsx`. */
export function downloadLogs(query: LogsQuery): Promise<void> {
  return downloadList(endpointPaths.downloadLogs.path, query, LOGS_FILE_NAME);
}

export function useDownloadLogs() {
  return useMutation({ mutationFn: downloadLogs });
}
