import { endpointPaths } from '@coalsim/contract';
import type { Company } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { companyQueryKey } from './get-company';

/** Replaces the enterprise's logo (PNG, JPG, GIF or WEBP, ≤ 5 MB); answers the profile. */
export function uploadCompanyLogo(file: Blob): Promise<Company> {
  const form = new FormData();
  form.append('file', file);
  return api.post<Company>(endpointPaths.uploadCompanyLogo.path, form, actionConfig);
}

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: (company) => queryClient.setQueryData(companyQueryKey, company),
  });
}
