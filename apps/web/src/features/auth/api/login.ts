import type { RegisterBody } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

// The sign-in issue adds `POST /auth/login` and its schemas to the contract; until then the body
// borrows the register fields it shares and the reply is only known to carry the token.
export type LoginBody = Pick<RegisterBody, 'username' | 'password' | 'code' | 'uuid'>;
export interface LoginResult {
  /** `Bearer <opaque>`, to be sent back verbatim in `Authorization`. */
  token: string;
}

export function login(body: LoginBody): Promise<LoginResult> {
  return api.post<LoginResult>('/auth/login', body);
}

export function useLogin(config: MutationConfig<typeof login> = {}) {
  return useMutation({ ...config, mutationFn: login });
}
