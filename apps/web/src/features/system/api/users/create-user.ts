import { endpointPaths } from '@coalsim/contract';
import type { CreatedUser, UserCreateBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { usersQueryKey } from './get-users';

/** 201 with the user; `initialPassword` is there once when the admin left the password empty. */
export function createUser(body: UserCreateBody): Promise<CreatedUser> {
  return api.post<CreatedUser>(endpointPaths.createUser.path, body, actionConfig);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
