import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { AssessListQuery } from './get-assess-list';

export const ASSESS_FILE_NAME = '考核数据.xlsx';

/** The assessments matching the list's filters, as `考核数据.xlsx`. */
export function downloadAssess(query: Omit<AssessListQuery, 'page' | 'size'>): Promise<void> {
  return downloadList(endpointPaths.downloadAssess.path, query, ASSESS_FILE_NAME);
}

export function useDownloadAssess() {
  return useMutation({ mutationFn: downloadAssess });
}
