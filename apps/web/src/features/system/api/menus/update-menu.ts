import { endpointPaths } from '@coalsim/contract';
import type { Menu, MenuUpdateBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { menusQueryKey } from './get-menus';

export function updateMenu(body: MenuUpdateBody): Promise<Menu> {
  return api.put<Menu>(endpointPaths.updateMenu.path, body, actionConfig);
}

export function useUpdateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menusQueryKey }),
  });
}
