import { endpointPaths } from '@coalsim/contract';
import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import type { ExamResultsQuery } from './get-exam-results';

/** The results matching the page's filters, as xlsx. */
export function downloadExamResults(examId: number, query: ExamResultsQuery, examName: string) {
  const url = endpointPaths.downloadTrainExamResults.path.replace(':id', String(examId));
  return downloadList(url, query, `${examName}-考试成绩.xlsx`);
}

export function useDownloadExamResults() {
  return useMutation({
    mutationFn: ({
      examId,
      query,
      examName,
    }: {
      examId: number;
      query: ExamResultsQuery;
      examName: string;
    }) => downloadExamResults(examId, query, examName),
  });
}
