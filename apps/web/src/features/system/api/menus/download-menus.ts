import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../../lib/list-request';
import type { MenusQuery } from './get-menus';

/** The menus matching the list's filters (all levels), as `菜单数据.xlsx`. */
export function downloadMenus(query: MenusQuery): Promise<void> {
  return downloadList(endpointPaths.downloadMenus.path, query, '菜单数据.xlsx');
}

export function useDownloadMenus() {
  return useMutation({ mutationFn: downloadMenus });
}
