import { endpointPaths } from '@coalsim/contract';
import type { DeviceCommand } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { commandsQueryKey } from './get-device-commands';

/** Only while queued: 409 once the device has fetched it. */
export function cancelDeviceCommand(id: number): Promise<DeviceCommand> {
  return api.post(endpointPaths.cancelDeviceCommand.path.replace(':id', String(id)), undefined, actionConfig);
}

export function useCancelDeviceCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeviceCommand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commandsQueryKey }),
  });
}
