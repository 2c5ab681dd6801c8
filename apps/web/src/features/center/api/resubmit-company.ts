import { endpointPaths } from '@coalsim/contract';
import type { Company } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { companyQueryKey } from './get-company';

/** A rejected enterprise asks for review again (back to pending); 409 when it is not rejected. */
export function resubmitCompany(): Promise<Company> {
  return api.post<Company>(endpointPaths.resubmitCompany.path);
}

export function useResubmitCompany(config: MutationConfig<typeof resubmitCompany> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: resubmitCompany,
    onSuccess: (company, ...rest) => {
      queryClient.setQueryData(companyQueryKey, company);
      return config.onSuccess?.(company, ...rest);
    },
  });
}
