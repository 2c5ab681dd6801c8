import { endpointPaths } from '@coalsim/contract';
import type { CommandCreate, DeviceCommand } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { commandsQueryKey } from './get-device-commands';

/** One queued command per chosen device. */
export function createDeviceCommands(body: CommandCreate): Promise<{ commands: DeviceCommand[] }> {
  return api.post(endpointPaths.createDeviceCommands.path, body, actionConfig);
}

export function useCreateDeviceCommands() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeviceCommands,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commandsQueryKey }),
  });
}
