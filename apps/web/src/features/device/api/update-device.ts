import { endpointPaths } from '@coalsim/contract';
import type { Device, DeviceUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { devicesQueryKey } from './get-devices';

/** With the version read: someone else's save meanwhile answers 409. */
export function updateDevice(body: DeviceUpdate): Promise<Device> {
  return api.put<Device>(endpointPaths.updateDevice.path, body, actionConfig);
}

export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
