import { endpointPaths } from '@coalsim/contract';
import type { PasswordReset } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { usersQueryKey } from './get-users';

/** Each user gets a generated password, answered once; their sessions are signed out. */
export function resetUserPasswords(ids: number[]): Promise<PasswordReset[]> {
  return api.put<PasswordReset[]>(endpointPaths.resetUserPasswords.path, ids, actionConfig);
}

export function useResetUserPasswords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPasswords,
    // pwdResetTime changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
