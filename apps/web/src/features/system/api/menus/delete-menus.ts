import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { menusQueryKey } from './get-menus';

/** Deletes the menus with their whole subtrees. */
export function deleteMenus(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteMenus.path, { ...actionConfig, data: ids });
}

export function useDeleteMenus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menusQueryKey }),
  });
}
