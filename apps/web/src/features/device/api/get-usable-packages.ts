import { endpointPaths } from '@coalsim/contract';
import type { DeployPackage } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export function getUsablePackages(signal?: AbortSignal): Promise<DeployPackage[]> {
  return api.get<DeployPackage[]>(endpointPaths.listCenterPackages.path, { signal });
}

/** The packages the enterprise may roll out: of its own software and software it holds a grant to. */
export function useUsablePackages(enabled = true) {
  return useQuery({
    queryKey: ['deploy-packages', 'usable'],
    queryFn: ({ signal }) => getUsablePackages(signal),
    enabled,
  });
}
