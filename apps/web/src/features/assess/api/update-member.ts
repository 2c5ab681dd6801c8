import { endpointPaths } from '@coalsim/contract';
import type { Member, MemberUpdate } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

export function updateMember({ teamId, ...body }: MemberUpdate & { teamId: number }): Promise<Member> {
  return api.put<Member>(endpointPaths.updateMember.path.replace(':id', String(teamId)), body, actionConfig);
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
