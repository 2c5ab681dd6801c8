import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { deployQueryKey } from './get-deploy-packages';

export function deleteDeployPackages(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteDeploy.path, { ...actionConfig, data: ids });
}

export function useDeleteDeployPackages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeployPackages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deployQueryKey }),
  });
}
