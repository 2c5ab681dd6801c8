import { endpointPaths } from '@coalsim/contract';
import type { User, UserUpdateBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { usersQueryKey } from './get-users';

/** The whole editable record: fields left out would fall back to their defaults on the server. */
export function updateUser(body: UserUpdateBody): Promise<User> {
  return api.put<User>(endpointPaths.updateUser.path, body, actionConfig);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
