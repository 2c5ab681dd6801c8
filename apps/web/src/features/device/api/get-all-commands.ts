import { endpointPaths } from '@coalsim/contract';
import type { adminCommandQuerySchema, AdminDeviceCommand, Page } from '@coalsim/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { commandsQueryKey, IN_FLIGHT_REFRESH_MS, inFlight } from './get-device-commands';

export type AllCommandsQuery = z.input<typeof adminCommandQuerySchema>;

export function getAllCommands(
  query: AllCommandsQuery,
  signal?: AbortSignal,
): Promise<Page<AdminDeviceCommand>> {
  return getList(endpointPaths.listAllCommands.path, query, signal);
}

/** Every enterprise's commands, watched while some are on their way. */
export function useAllCommands(query: AllCommandsQuery) {
  return useQuery({
    queryKey: [...commandsQueryKey, 'all', query],
    queryFn: ({ signal }) => getAllCommands(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.content.some(inFlight) ? IN_FLIGHT_REFRESH_MS : false),
  });
}
