import { endpointPaths } from '@coalsim/contract';
import type { AdminDeviceCommand } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { commandsQueryKey } from './get-device-commands';

/** Platform staff (device:edit) cancel any enterprise's queued command. */
export function cancelAnyCommand(id: number): Promise<AdminDeviceCommand> {
  return api.post(endpointPaths.cancelAnyCommand.path.replace(':id', String(id)), undefined, actionConfig);
}

export function useCancelAnyCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAnyCommand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commandsQueryKey }),
  });
}
