import { endpointPaths } from '@coalsim/contract';
import type { Device, deviceQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type DevicesQuery = z.input<typeof deviceQuerySchema>;

export const devicesQueryKey = ['devices'] as const;

/** Online status moves on its own (heartbeats): the list looks again while the page is shown. */
export const LIVE_REFRESH_MS = 5_000;

export function getDevices(query: DevicesQuery, signal?: AbortSignal): Promise<Page<Device>> {
  return getList(endpointPaths.listDevices.path, query, signal);
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

/** The most devices one command may go to (the contract's limit on `deviceIds`). */
export const MAX_DEVICES_PER_COMMAND = 200;

/**
 * 全选在线设备: the ids of every online device the filters match (beyond the page on screen), read
 * when asked rather than kept fresh: the choice is the user's from then on.
 */
export function useOnlineDeviceIds() {
  return useMutation({
    mutationFn: async (filters: Omit<DevicesQuery, 'page' | 'size' | 'status'>) => {
      const query = { ...filters, status: 'online', page: 0, size: MAX_DEVICES_PER_COMMAND } as const;
      return (await getDevices(query)).content.map((d) => d.id);
    },
  });
}
