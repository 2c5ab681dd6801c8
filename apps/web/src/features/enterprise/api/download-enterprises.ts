import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { EnterprisesQuery } from './get-enterprises';

export const ENTERPRISES_FILE_NAME = '企业数据.xlsx';

/** The enterprises matching the list's filters, as `企业数据.xlsx`. */
export function downloadEnterprises(query: EnterprisesQuery): Promise<void> {
  return downloadList(endpointPaths.downloadEnterprises.path, query, ENTERPRISES_FILE_NAME);
}

export function useDownloadEnterprises() {
  return useMutation({ mutationFn: downloadEnterprises });
}
