import { endpointPaths } from '@coalsim/contract';
import type { Dict, DictBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { dictsQueryKey } from './get-dicts';

export function createDict(body: DictBody): Promise<Dict> {
  return api.post<Dict>(endpointPaths.createDict.path, body, actionConfig);
}

export function useCreateDict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDict,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictsQueryKey }),
  });
}
