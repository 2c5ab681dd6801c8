import { endpointPaths } from '@coalsim/contract';
import type { ServerStatus } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** How often 服务监控 reads the server while its page is on screen. */
export const SERVER_STATUS_REFRESH_MS = 5_000;

export const serverStatusQueryKey = ['monitor', 'server'] as const;

export function getServerStatus(signal?: AbortSignal): Promise<ServerStatus> {
  return api.get<ServerStatus>(endpointPaths.getServerStatus.path, { signal });
}

/** 服务监控's reading, refreshed every few seconds while `live`. */
export function useServerStatus(live: boolean) {
  return useQuery({
    queryKey: serverStatusQueryKey,
    queryFn: ({ signal }) => getServerStatus(signal),
    refetchInterval: live ? SERVER_STATUS_REFRESH_MS : false,
    // A hidden tab need not keep the server busy.
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
