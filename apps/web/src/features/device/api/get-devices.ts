import { endpoints } from '@coalsim/contract';
import type { Device, deviceQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type DevicesQuery = z.input<typeof deviceQuerySchema>;

export const devicesQueryKey = ['devices'] as const;

/** Online status moves on its own (heartbeats): the list looks again while the page is shown. */
export const LIVE_REFRESH_MS = 5_000;

export function getDevices(query: DevicesQuery, signal?: AbortSignal): Promise<Page<Device>> {
  return getList(endpoints.listDevices.path, query, signal);
}

export function getDevicesQueryOptions(query: DevicesQuery) {
  return queryOptions({
    queryKey: [...devicesQueryKey, query],
    queryFn: ({ signal }) => getDevices(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** 设备管理's list, refreshed every few seconds so that online and offline show without a reload. */
export function useDevices(query: DevicesQuery) {
  return useQuery(getDevicesQueryOptions(query));
}
