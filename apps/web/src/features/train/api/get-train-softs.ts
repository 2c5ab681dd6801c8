import { endpoints } from '@coalsim/contract';
import type { Grant, Page } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getList } from '../../../lib/list-request';
import { trainQueryKey } from './get-train-plans';

export interface TrainSoftOption {
  value: number;
  label: string;
}

// One enterprise holds a handful of grants; one page of them covers every one.
const ALL_APPROVED = { page: 0, size: 500, status: 'approved', sort: ['id,desc'] } as const;

export function getTrainSofts(signal?: AbortSignal): Promise<Page<Grant>> {
  return getList(endpoints.listMyGrants.path, ALL_APPROVED, signal);
}

/** The software of the valid grants (its own included), once each, by name. */
export function trainSoftOptions(grants: readonly Grant[]): TrainSoftOption[] {
  const seen = new Map<number, TrainSoftOption>();
  for (const g of grants) {
    if (g.valid && !seen.has(g.soft.id)) {
      seen.set(g.soft.id, { value: g.soft.id, label: g.own ? `${g.soft.name}（本企业）` : g.soft.name });
    }
  }
  return [...seen.values()].sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'));
}

export function getTrainSoftsQueryOptions() {
  return queryOptions({
    queryKey: [...trainQueryKey, 'softs'],
    queryFn: ({ signal }) => getTrainSofts(signal),
    select: (page) => trainSoftOptions(page.content),
  });
}

/** 培训软件 choices: what the enterprise may train on (the server refuses any other with 400). */
export function useTrainSofts() {
  return useQuery(getTrainSoftsQueryOptions());
}
