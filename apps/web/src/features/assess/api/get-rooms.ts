import { endpointPaths } from '@coalsim/contract';
import type { Page, Room, roomQuerySchema } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

export type RoomsQuery = z.input<typeof roomQuerySchema>;

/** Rooms, paged; with `from`/`to` (epoch ms) only those overlapping that span. */
export function getRooms(query: RoomsQuery, signal?: AbortSignal): Promise<Page<Room>> {
  return getList(endpointPaths.listRooms.path, query, signal);
}

export function useRooms(query: RoomsQuery, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...assessQueryKey, 'rooms', query],
      queryFn: ({ signal }) => getRooms(query, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
