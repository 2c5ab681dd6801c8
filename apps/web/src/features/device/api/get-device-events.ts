import { endpointPaths } from '@coalsim/contract';
import type { DeviceEvent } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { devicesQueryKey } from './get-devices';

export function getDeviceEvents(id: number, signal?: AbortSignal): Promise<DeviceEvent[]> {
  return api.get<DeviceEvent[]>(endpointPaths.listDeviceEvents.path.replace(':id', String(id)), { signal });
}

/** 上下线记录 of one device (the latest 100), while its drawer is open. */
export function useDeviceEvents(id: number | undefined) {
  return useQuery({
    queryKey: [...devicesQueryKey, 'events', id],
    queryFn: ({ signal }) => getDeviceEvents(id!, signal),
    enabled: id !== undefined,
  });
}
