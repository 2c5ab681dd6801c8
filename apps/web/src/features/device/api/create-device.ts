import { endpointPaths } from '@coalsim/contract';
import type { Device, DeviceCreate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { devicesQueryKey } from './get-devices';

export function createDevice(body: DeviceCreate): Promise<Device> {
  return api.post<Device>(endpointPaths.createDevice.path, body, actionConfig);
}

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
