import { endpointPaths } from '@coalsim/contract';
import type { updatePassBodySchema } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

export type UpdatePasswordBody = z.infer<typeof updatePassBodySchema>;

/** Changes one's own password; the server signs every other session out. */
export function updatePassword(body: UpdatePasswordBody): Promise<unknown> {
  return api.post(endpointPaths.updatePassword.path, body);
}

export function useUpdatePassword(config: MutationConfig<typeof updatePassword> = {}) {
  return useMutation({ ...config, mutationFn: updatePassword });
}
