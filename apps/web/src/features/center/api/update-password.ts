import { endpoints } from '@coalsim/contract';
import type { updatePassBodySchema } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

export type UpdatePassBody = z.infer<typeof updatePassBodySchema>;

/** Changes the password; the server signs out the user's other sessions and keeps this one. */
export function updatePassword(body: UpdatePassBody): Promise<unknown> {
  return api.post(endpoints.updatePassword.path, body);
}

export function useUpdatePassword(config: MutationConfig<typeof updatePassword> = {}) {
  return useMutation({ ...config, mutationFn: updatePassword });
}
