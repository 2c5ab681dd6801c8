import { endpointPaths } from '@coalsim/contract';
import type { Dict, DictUpdateBody } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { actionConfig } from '../../../../lib/list-request';
import { ALL_DICT_CHOICES, dictsQueryKey } from './get-dicts';

export function updateDict(body: DictUpdateBody): Promise<Dict> {
  return api.put<Dict>(endpointPaths.updateDict.path, body, actionConfig);
}

export function useUpdateDict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDict,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: dictsQueryKey });
      // A renamed dictionary: every page's cached choices may be under the old name.
      await queryClient.invalidateQueries({ queryKey: ALL_DICT_CHOICES });
    },
  });
}
