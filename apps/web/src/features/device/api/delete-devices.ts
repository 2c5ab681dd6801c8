import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { devicesQueryKey } from './get-devices';

/** The devices' commands go with them; their agents are refused from then on. */
export function deleteDevices(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteDevices.path, { ...actionConfig, data: ids });
}

export function useDeleteDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
