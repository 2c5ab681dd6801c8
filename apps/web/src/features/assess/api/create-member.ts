import { endpointPaths } from '@coalsim/contract';
import type { Member, MemberFields } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { assessQueryKey } from './get-assess-list';

/** 409 when the expert's enterprise or organisation is the applicant of one of the team's open assessments. */
export function createMember({ teamId, ...body }: MemberFields & { teamId: number }): Promise<Member> {
  return api.post<Member>(endpointPaths.createMember.path.replace(':id', String(teamId)), body, actionConfig);
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessQueryKey }),
  });
}
