import { endpointPaths } from '@coalsim/contract';
import type { DeptNode, Page, Post } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getList } from '../../../lib/list-request';
import { trainQueryKey } from './get-train-plans';

/** The enterprise's departments and posts, for choosing trainees (the centre's pages edit them). */
export const trainOrgQueryKey = [...trainQueryKey, 'org'] as const;

export function getTrainDepts(signal?: AbortSignal): Promise<DeptNode[]> {
  return getList(endpointPaths.listDepts.path, {}, signal);
}

export function getTrainPosts(signal?: AbortSignal): Promise<Page<Post>> {
  return getList(endpointPaths.listPosts.path, { page: 0, size: 1000, sort: ['sort,asc'] }, signal);
}

export function useTrainDepts(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...trainOrgQueryKey, 'depts'],
      queryFn: ({ signal }) => getTrainDepts(signal),
      enabled,
    }),
  );
}

export function useTrainPosts(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...trainOrgQueryKey, 'posts'],
      queryFn: ({ signal }) => getTrainPosts(signal),
      select: (page) => page.content,
      enabled,
    }),
  );
}
