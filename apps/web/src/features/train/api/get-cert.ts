import type { CertCheck, checkCert } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

// The contract's path, checked by the compiler; a type-only import keeps zod out of the page.
const PATH: (typeof checkCert)['path'] = '/api/portal/cert/:code';

/** Silent: the page turns 404 (no such certificate) and 400 (not a code) into its own state. */
export function getCert(code: string, signal?: AbortSignal): Promise<CertCheck> {
  return api.get<CertCheck>(PATH.replace(':code', encodeURIComponent(code)), { signal, silent: true });
}

/** 证书查验: anyone may check a certificate by its code. */
export function useCert(code: string) {
  return useQuery({
    queryKey: ['train', 'cert', code] as const,
    queryFn: ({ signal }) => getCert(code, signal),
    retry: false,
  });
}
