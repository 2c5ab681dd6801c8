import { endpointPaths } from '@coalsim/contract';
import type { DictDetail, DictDetailUpdateBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { dictDetailsQueryKey } from './get-dict-details';

export function updateDictDetail(body: DictDetailUpdateBody): Promise<DictDetail> {
  return api.put<DictDetail>(endpointPaths.updateDictDetail.path, body, actionConfig);
}

export function useUpdateDictDetail(dictName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDictDetail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictDetailsQueryKey(dictName) }),
  });
}
