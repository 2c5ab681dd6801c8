import { endpointPaths } from '@coalsim/contract';
import type { ExamBank, ExamBankCopy } from '@coalsim/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { actionConfig } from '../../../lib/list-request';
import { examQueryKey } from './exam-face';

/** 复制到本企业: a platform bank, with every question, as a bank of the enterprise's own. */
export function copyExamBank({ id, ...body }: ExamBankCopy & { id: number }): Promise<ExamBank> {
  return api.post<ExamBank>(endpointPaths.copyTrainBank.path.replace(':id', String(id)), body, actionConfig);
}

export function useCopyExamBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyExamBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examQueryKey('enterprise') }),
  });
}
