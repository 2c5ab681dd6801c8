import { endpointPaths } from '@coalsim/contract';
import type { GenConfig, GenConfigUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { tablePath } from '../utils/table-path';
import { genConfigQueryKey } from './get-gen-config';
import { generatorQueryKey } from './get-gen-tables';

export function saveGenConfig({ table, body }: { table: string; body: GenConfigUpdate }): Promise<GenConfig> {
  return api.put<GenConfig>(tablePath(endpointPaths.saveGenConfig.path, table), body, actionConfig);
}

/** 保存: the answer is the new configuration; the list's 已配置 and any preview are read again. */
export function useSaveGenConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGenConfig,
    onSuccess: async (saved, { table }) => {
      queryClient.setQueryData(genConfigQueryKey(table), saved);
      await queryClient.invalidateQueries({ queryKey: generatorQueryKey, refetchType: 'none' });
    },
  });
}
