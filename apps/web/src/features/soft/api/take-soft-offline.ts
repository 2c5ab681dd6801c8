import { endpointPaths } from '@coalsim/contract';
import type { ManagedSoft } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { adminSoftQueryKey } from './get-admin-softs';

/** 下架: a published software leaves 软件中心; its vendor reads the reason (409 unless published). */
export function takeSoftOffline({ id, reason }: { id: number; reason: string }): Promise<ManagedSoft> {
  return api.put<ManagedSoft>(
    endpointPaths.takeSoftOffline.path.replace(':id', String(id)),
    { reason },
    actionConfig,
  );
}

export function useTakeSoftOffline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeSoftOffline,
    // Settled: a 409 means what is on screen is out of date. The portal's lists change too.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminSoftQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['soft'] });
    },
  });
}
