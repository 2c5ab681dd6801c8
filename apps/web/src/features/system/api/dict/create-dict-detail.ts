import { endpointPaths } from '@coalsim/contract';
import type { DictDetail, DictDetailBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { dictDetailsQueryKey } from './get-dict-details';

export function createDictDetail(body: DictDetailBody): Promise<DictDetail> {
  return api.post<DictDetail>(endpointPaths.createDictDetail.path, body, actionConfig);
}

/** `dictName`: the dictionary whose cached choices (here and in other pages) are now stale. */
export function useCreateDictDetail(dictName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDictDetail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictDetailsQueryKey(dictName) }),
  });
}
