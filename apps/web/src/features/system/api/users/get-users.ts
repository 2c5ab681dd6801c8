import { endpointPaths } from '@coalsim/contract';
import type { Page, User, userQuerySchema } from '@coalsim/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { getList } from '../../../../lib/list-request';

export type UsersQuery = z.input<typeof userQuerySchema>;

/** Every users query starts with this key: writers invalidate it. */
export const usersQueryKey = ['system', 'users'] as const;

export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<Page<User>> {
  return getList(endpointPaths.listUsers.path, query, signal);
}

export function getUsersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: [...usersQueryKey, query],
    queryFn: ({ signal }) => getUsers(query, signal),
    // Paging and filtering keep the current rows on screen until the next page has arrived.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(getUsersQueryOptions(query));
}
