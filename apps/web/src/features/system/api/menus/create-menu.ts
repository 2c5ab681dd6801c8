import { endpointPaths } from '@coalsim/contract';
import type { Menu, MenuBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { menusQueryKey } from './get-menus';

export function createMenu(body: MenuBody): Promise<Menu> {
  return api.post<Menu>(endpointPaths.createMenu.path, body, actionConfig);
}

export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menusQueryKey }),
  });
}
