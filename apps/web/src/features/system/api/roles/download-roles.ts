import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../../lib/list-request';
import type { RolesQuery } from './get-roles';

/** The roles matching the list's filters, as `角色数据.xlsx`. */
export function downloadRoles(query: RolesQuery): Promise<void> {
  return downloadList(endpointPaths.downloadRoles.path, query, '角色数据.xlsx');
}

export function useDownloadRoles() {
  return useMutation({ mutationFn: downloadRoles });
}
