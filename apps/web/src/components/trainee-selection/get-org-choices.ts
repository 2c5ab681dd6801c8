import { endpointPaths } from '@coalsim/contract';
import type { DeptNode, Page, Post } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getList } from '../../lib/list-request';

/**
 * The enterprise's departments and posts, for choosing trainees of a plan or an exam (the
 * centre's pages edit them).
 */
export const orgChoicesQueryKey = ['org-choices'] as const;

export function getOrgDepts(signal?: AbortSignal): Promise<DeptNode[]> {
  return getList(endpointPaths.listDepts.path, {}, signal);
}

export function getOrgPosts(signal?: AbortSignal): Promise<Page<Post>> {
  return getList(endpointPaths.listPosts.path, { page: 0, size: 1000, sort: ['sort,asc'] }, signal);
}

export function useOrgDepts(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...orgChoicesQueryKey, 'depts'],
      queryFn: ({ signal }) => getOrgDepts(signal),
      enabled,
    }),
  );
}

export function useOrgPosts(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...orgChoicesQueryKey, 'posts'],
      queryFn: ({ signal }) => getOrgPosts(signal),
      select: (page) => page.content,
      enabled,
    }),
  );
}
