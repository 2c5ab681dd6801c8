import { endpointPaths } from '@coalsim/contract';

/**
 * Whose banks a page works on: the enterprise's (培训中心 › 题库, api/train) or the platform's
 * (back office 题库管理, api/exam). The two faces take the same bodies and answer the same
 * shapes, so each client below serves both with the face's path.
 */
export type ExamFace = 'enterprise' | 'platform';

export const EXAM_PATHS = {
  enterprise: {
    listBanks: endpointPaths.listTrainBanks.path,
    getBank: endpointPaths.getTrainBank.path,
    createBank: endpointPaths.createTrainBank.path,
    updateBank: endpointPaths.updateTrainBank.path,
    deleteBanks: endpointPaths.deleteTrainBanks.path,
    listQuestions: endpointPaths.listTrainQuestions.path,
    downloadQuestions: endpointPaths.downloadTrainQuestions.path,
    template: endpointPaths.getTrainQuestionTemplate.path,
    importQuestions: endpointPaths.importTrainQuestions.path,
    createQuestion: endpointPaths.createTrainQuestion.path,
    updateQuestion: endpointPaths.updateTrainQuestion.path,
    deleteQuestions: endpointPaths.deleteTrainQuestions.path,
  },
  platform: {
    listBanks: endpointPaths.listExamBanks.path,
    getBank: endpointPaths.getExamBank.path,
    createBank: endpointPaths.createExamBank.path,
    updateBank: endpointPaths.updateExamBank.path,
    deleteBanks: endpointPaths.deleteExamBanks.path,
    listQuestions: endpointPaths.listExamQuestions.path,
    downloadQuestions: endpointPaths.downloadExamQuestions.path,
    template: endpointPaths.getExamQuestionTemplate.path,
    importQuestions: endpointPaths.importExamQuestions.path,
    createQuestion: endpointPaths.createExamQuestion.path,
    updateQuestion: endpointPaths.updateExamQuestion.path,
    deleteQuestions: endpointPaths.deleteExamQuestions.path,
  },
} as const satisfies Record<ExamFace, Record<string, string>>;

/** Banks and questions start with this key: a question's change moves its bank's count. */
export const examQueryKey = (face: ExamFace) => ['exam', face] as const;
