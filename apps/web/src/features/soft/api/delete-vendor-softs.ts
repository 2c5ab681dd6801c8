import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { vendorSoftQueryKey } from './get-vendor-softs';

/** Drafts and rejected software that was never published; anything else answers 409. */
export function deleteVendorSofts(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteMySoft.path, { ...actionConfig, data: ids });
}

export function useDeleteVendorSofts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendorSofts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorSoftQueryKey }),
  });
}
