import { endpointPaths } from '@coalsim/contract';
import type { Grant, Page } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getList } from '../../lib/list-request';

export interface UsableSoftOption {
  value: number;
  label: string;
}

// One enterprise holds a handful of grants; one page of them covers every one.
const ALL_APPROVED = { page: 0, size: 500, status: 'approved', sort: ['id,desc'] } as const;

export function getUsableSofts(signal?: AbortSignal): Promise<Page<Grant>> {
  return getList(endpointPaths.listMyGrants.path, ALL_APPROVED, signal);
}

/** The software of the valid grants (its own included), once each, by name. */
export function usableSoftOptions(grants: readonly Grant[]): UsableSoftOption[] {
  const seen = new Map<number, UsableSoftOption>();
  for (const g of grants) {
    if (g.valid && !seen.has(g.soft.id)) {
      seen.set(g.soft.id, { value: g.soft.id, label: g.own ? `${g.soft.name}（本企业）` : g.soft.name });
    }
  }
  return [...seen.values()].sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'));
}

export function getUsableSoftsQueryOptions() {
  return queryOptions({
    queryKey: ['usable-softs'],
    queryFn: ({ signal }) => getUsableSofts(signal),
    select: (page) => usableSoftOptions(page.content),
  });
}

/**
 * The software the enterprise may use (its own and its valid grants): 培训软件 in training, the
 * software to launch in 设备控制. The server refuses any other.
 */
export function useUsableSofts() {
  return useQuery(getUsableSoftsQueryOptions());
}
