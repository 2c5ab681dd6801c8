import { endpointPaths } from '@coalsim/contract';
import type { Room, RoomFields } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

export function createRoom(body: RoomFields): Promise<Room> {
  return api.post<Room>(endpointPaths.createRoom.path, body, actionConfig);
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
