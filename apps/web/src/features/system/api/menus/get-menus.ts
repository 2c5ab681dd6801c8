import { endpointPaths } from '@coalsim/contract';
import type { Menu, menuQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../../lib/list-request';

export type MenusQuery = z.input<typeof menuQuerySchema>;

/**
 * Every menus query (the list, lazy children, the parent picker, descendants) starts with this
 * key: any write invalidates them together.
 */
export const menusQueryKey = ['system', 'menus'] as const;

/** Without a filter the top level (children load lazily), with one every matching menu. */
export function getMenus(query: MenusQuery, signal?: AbortSignal): Promise<Page<Menu>> {
  return getList(endpointPaths.listMenus.path, query, signal);
}

export function getMenusQueryOptions(query: MenusQuery) {
  return queryOptions({
    queryKey: [...menusQueryKey, 'list', query],
    queryFn: ({ signal }) => getMenus(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMenus(query: MenusQuery) {
  return useQuery(getMenusQueryOptions(query));
}
