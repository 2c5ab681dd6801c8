import { endpointPaths } from '@coalsim/contract';
import type { RegisterBody, registeredUserSchema } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

export type RegisteredUser = z.infer<typeof registeredUserSchema>;

export function registerAccount(body: RegisterBody): Promise<RegisteredUser> {
  return api.post<RegisteredUser>(endpointPaths.register.path, body);
}

export function useRegister(config: MutationConfig<typeof registerAccount> = {}) {
  return useMutation({ ...config, mutationFn: registerAccount });
}
