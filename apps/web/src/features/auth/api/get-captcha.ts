import { endpoints } from '@coalsim/contract';
import type { Captcha } from '@coalsim/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export function getCaptcha({ signal }: { signal?: AbortSignal } = {}): Promise<Captcha> {
  return api.get<Captcha>(endpoints.getCaptcha.path, { signal });
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
