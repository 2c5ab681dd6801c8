import { endpointPaths } from '@coalsim/contract';
import type { AdminDevice, adminDeviceQuerySchema, Page } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { devicesQueryKey, LIVE_REFRESH_MS } from './get-devices';

export type AllDevicesQuery = z.input<typeof adminDeviceQuerySchema>;

export function getAllDevices(query: AllDevicesQuery, signal?: AbortSignal): Promise<Page<AdminDevice>> {
  return getList(endpointPaths.listAllDevices.path, query, signal);
}

/** Every enterprise's devices (the back office's 设备控制), live like the enterprise's own list. */
export function useAllDevices(query: AllDevicesQuery) {
  return useQuery({
    queryKey: [...devicesQueryKey, 'all', query],
    queryFn: ({ signal }) => getAllDevices(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
}
