import { endpointPaths } from '@coalsim/contract';
import type { ManagedSoft, softCreateSchema } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { vendorSoftQueryKey } from './get-vendor-softs';

export type SoftCreateBody = z.input<typeof softCreateSchema>;

/** A new software, as a draft; the server sanitises its description. */
export function createVendorSoft(body: SoftCreateBody): Promise<ManagedSoft> {
  return api.post<ManagedSoft>(endpointPaths.createMySoft.path, body, actionConfig);
}

export function useCreateVendorSoft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendorSoft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorSoftQueryKey }),
  });
}
