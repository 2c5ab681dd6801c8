import { useMutation } from '@tanstack/react-query';

import { downloadList } from '../../../lib/list-request';
import { EXAM_PATHS, type ExamFace } from './exam-face';

export const QUESTION_TEMPLATE_FILE_NAME = '试题导入模板.xlsx';

/** The import sheet: the columns in order and an example of each type. */
export function downloadQuestionTemplate(face: ExamFace): Promise<void> {
  return downloadList(EXAM_PATHS[face].template, {}, QUESTION_TEMPLATE_FILE_NAME);
}

export function useDownloadQuestionTemplate(face: ExamFace) {
  return useMutation({ mutationFn: () => downloadQuestionTemplate(face) });
}
