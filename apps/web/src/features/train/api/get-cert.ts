import type { CertCheck, checkCert } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';

// The contract's path, checked by the compiler; a type-only import keeps zod out of the page.
const PATH: (typeof checkCert)['path'] = '/api/portal/cert/:code';

/** Silent: the page turns 404 (no such certificate) and 400 (not a code) into its own state. */
export function getCert(code: string, signal?: AbortSignal): Promise<CertCheck> {
  return api.get<CertCheck>(PATH.replace(':code', encodeURIComponent(code)), { signal, silent: true });
}

/**
 * 证书查验: anyone may check a certificate by its code. The answer depends on who asks (the
 * holder and its enterprise read the whole name), so a sign-in or out asks again.
 */
export function useCert(code: string) {
  const signedIn = useUserStore((s) => Boolean(s.token));
  return useQuery({
    queryKey: ['train', 'cert', code, signedIn] as const,
    queryFn: ({ signal }) => getCert(code, signal),
    retry: false,
  });
}
