import { endpointPaths } from '@coalsim/contract';
import type { MyExam } from '@coalsim/contract';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { myExamQueryKey } from './my-exam-keys';

/**
 * Silent: an account not linked to a worker answers 403, which the page shows as a friendly
 * empty state instead of the no-permission page; other failures get its 重新加载.
 */
export async function getMyExams(signal?: AbortSignal): Promise<MyExam[]> {
  const { content } = await api.get<{ content: MyExam[] }>(endpointPaths.listMyExams.path, {
    signal,
    silent: true,
  });
  return content;
}

/** 我的考试: the published exams the trainee is a candidate of, with attempts used and best score. */
export function useMyExams() {
  return useQuery({
    queryKey: [...myExamQueryKey, 'list'],
    queryFn: ({ signal }) => getMyExams(signal),
  });
}
