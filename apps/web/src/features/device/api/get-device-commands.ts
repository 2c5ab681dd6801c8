import { endpointPaths } from '@coalsim/contract';
import type { commandQuerySchema, DeviceCommand, Page } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';

export type CommandsQuery = z.input<typeof commandQuerySchema>;

export const commandsQueryKey = ['device-commands'] as const;

/** While a shown command is still on its way, the list looks again this often. */
export const IN_FLIGHT_REFRESH_MS = 2_000;

export const inFlight = (c: { status: string }) => c.status === 'queued' || c.status === 'sent';

export function getDeviceCommands(query: CommandsQuery, signal?: AbortSignal): Promise<Page<DeviceCommand>> {
  return getList(endpointPaths.listDeviceCommands.path, query, signal);
}

export function getDeviceCommandsQueryOptions(query: CommandsQuery) {
  return queryOptions({
    queryKey: [...commandsQueryKey, query],
    queryFn: ({ signal }) => getDeviceCommands(query, signal),
    placeholderData: keepPreviousData,
    // Live while something moves: each command's state is watched until it is final.
    refetchInterval: (q) => (q.state.data?.content.some(inFlight) ? IN_FLIGHT_REFRESH_MS : false),
  });
}

/** 指令记录: newest first, each command with its transitions. */
export function useDeviceCommands(query: CommandsQuery) {
  return useQuery(getDeviceCommandsQueryOptions(query));
}
