import { endpointPaths } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { dictDetailsQueryKey } from './get-dict-details';

export function deleteDictDetail(id: number): Promise<unknown> {
  return api.delete(endpointPaths.deleteDictDetail.path.replace(':id', String(id)), actionConfig);
}

export function useDeleteDictDetail(dictName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDictDetail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictDetailsQueryKey(dictName) }),
  });
}
