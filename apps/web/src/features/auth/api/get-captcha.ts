import type { Captcha, getCaptcha as getCaptchaEndpoint } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

// The contract's path, checked by the compiler; a type-only import keeps zod out of the login page.
const PATH: (typeof getCaptchaEndpoint)['path'] = '/auth/code';

export function getCaptcha({ signal }: { signal?: AbortSignal } = {}): Promise<Captcha> {
  return api.get<Captcha>(PATH, { signal });
}

/**
 * A captcha is single-use and expires after 2 minutes, so it is never served from cache:
 * each mount of a form gets a fresh one, and `refetch()` is the "换一张" action.
 */
export function getCaptchaQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'captcha'],
    queryFn: ({ signal }) => getCaptcha({ signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCaptcha() {
  return useQuery(getCaptchaQueryOptions());
}
