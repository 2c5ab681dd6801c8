import { endpointPaths } from '@coalsim/contract';
import type { Company, CompanyBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { companyQueryKey } from './get-company';

/**
 * Saves the profile; `updateTime` is the one the form was loaded with, and the server answers 409
 * when someone saved in between (or when the code belongs to another enterprise, then on the field).
 */
export function updateCompany(body: CompanyBody): Promise<Company> {
  return api.put<Company>(endpointPaths.updateCompany.path, body);
}

export function useUpdateCompany(config: MutationConfig<typeof updateCompany> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateCompany,
    onSuccess: (company, ...rest) => {
      queryClient.setQueryData(companyQueryKey, company);
      return config.onSuccess?.(company, ...rest);
    },
  });
}
