import { endpointPaths } from '@coalsim/contract';
import type { Access } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { vendorSoftQueryKey } from './get-vendor-softs';

/**
 * 提交考核: a draft or rejected software becomes an access application. 403 for an enterprise that
 * is not verified, 409 from any other status.
 */
export function submitVendorSoft(id: number): Promise<Access> {
  return api.post<Access>(
    endpointPaths.submitMySoft.path.replace(':id', String(id)),
    undefined,
    actionConfig,
  );
}

export function useSubmitVendorSoft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVendorSoft,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: vendorSoftQueryKey });
      // The new application shows in 考核中心 (the access feature's queries start with 'access').
      await queryClient.invalidateQueries({ queryKey: ['access'] });
    },
  });
}
