import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { ALL_DICT_CHOICES, dictsQueryKey } from './get-dicts';

/** Deletes dictionaries with their choices. */
export function deleteDicts(ids: number[]): Promise<unknown> {
  return api.delete(endpointPaths.deleteDicts.path, { ...actionConfig, data: ids });
}

export function useDeleteDicts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDicts,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: dictsQueryKey });
      await queryClient.invalidateQueries({ queryKey: ALL_DICT_CHOICES });
    },
  });
}
