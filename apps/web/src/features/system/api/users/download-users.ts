import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../../lib/list-request';
import type { UsersQuery } from './get-users';

export const USERS_FILE_NAME = '用户数据.xlsx';

/** The users matching the list's filters, as `用户数据.xlsx`. */
export function downloadUsers(query: UsersQuery): Promise<void> {
  return downloadList(endpointPaths.downloadUsers.path, query, USERS_FILE_NAME);
}

export function useDownloadUsers() {
  return useMutation({ mutationFn: downloadUsers });
}
