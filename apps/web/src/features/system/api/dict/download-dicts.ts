import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../../lib/list-request';
import type { DictsQuery } from './get-dicts';

/** The matching dictionaries with their choices, as `字典数据.xlsx`. */
export function downloadDicts(query: DictsQuery): Promise<void> {
  return downloadList(endpointPaths.downloadDicts.path, query, '字典数据.xlsx');
}

export function useDownloadDicts() {
  return useMutation({ mutationFn: downloadDicts });
}
