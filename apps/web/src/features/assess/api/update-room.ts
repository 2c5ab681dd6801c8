import { endpointPaths } from '@coalsim/contract';
import type { Room, RoomUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/** 409 when the new time puts one of its teams in two rooms at once. */
export function updateRoom(body: RoomUpdate): Promise<Room> {
  return api.put<Room>(endpointPaths.updateRoom.path, body, actionConfig);
}

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
