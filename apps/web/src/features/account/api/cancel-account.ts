import { endpointPaths } from '@coalsim/contract';
import type { passwordConfirmSchema } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

export type CancelAccountBody = z.infer<typeof passwordConfirmSchema>;

/** POST auth/logoutAccount: cancels the account for good once the password is confirmed. */
export function cancelAccount(body: CancelAccountBody): Promise<unknown> {
  return api.post(endpointPaths.cancelAccount.path, body);
}

export function useCancelAccount(config: MutationConfig<typeof cancelAccount> = {}) {
  return useMutation({ ...config, mutationFn: cancelAccount });
}
