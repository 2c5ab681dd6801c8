import { endpointPaths } from '@coalsim/contract';
import type { DeptNode, deptQuerySchema } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type DeptsQuery = z.input<typeof deptQuerySchema>;

/** Departments, posts and staff all start with this key: a write to one may change the others' counts. */
export const orgQueryKey = ['center', 'org'] as const;
export const deptsQueryKey = [...orgQueryKey, 'depts'] as const;

export function getDepts(query: DeptsQuery, signal?: AbortSignal): Promise<DeptNode[]> {
  return getList(endpointPaths.listDepts.path, query, signal);
}

export function getDeptsQueryOptions(query: DeptsQuery = {}) {
  return queryOptions({
    queryKey: [...deptsQueryKey, query],
    queryFn: ({ signal }) => getDepts(query, signal),
  });
}

/** 部门树 of the own enterprise; `name` keeps the matches and their ancestors. */
export function useDepts(query: DeptsQuery = {}, enabled = true) {
  return useQuery({ ...getDeptsQueryOptions(query), enabled });
}
