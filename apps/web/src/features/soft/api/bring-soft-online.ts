import { endpointPaths } from '@coalsim/contract';
import type { ManagedSoft } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { adminSoftQueryKey } from './get-admin-softs';

/** 上架: an offline software is published again (409 unless offline). */
export function bringSoftOnline(id: number): Promise<ManagedSoft> {
  return api.put<ManagedSoft>(
    endpointPaths.bringSoftOnline.path.replace(':id', String(id)),
    undefined,
    actionConfig,
  );
}

export function useBringSoftOnline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bringSoftOnline,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminSoftQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['soft'] });
    },
  });
}
