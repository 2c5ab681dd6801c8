import { endpointPaths } from '@coalsim/contract';
import type { ManagedSoft, SoftUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { vendorSoftQueryKey } from './get-vendor-softs';

/** Only while draft or rejected; 409 when it moved on or was saved since `updateTime`. */
export function updateVendorSoft(body: SoftUpdate): Promise<ManagedSoft> {
  return api.put<ManagedSoft>(endpointPaths.updateMySoft.path, body, actionConfig);
}

export function useUpdateVendorSoft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendorSoft,
    // Settled: a 409 means the list is out of date too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorSoftQueryKey }),
  });
}
