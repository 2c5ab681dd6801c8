import type { LoginBody, LoginResult } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

export function login(body: LoginBody): Promise<LoginResult> {
  return api.post<LoginResult>('/auth/login', body);
}

export function useLogin(config: MutationConfig<typeof login> = {}) {
  return useMutation({ ...config, mutationFn: login });
}
