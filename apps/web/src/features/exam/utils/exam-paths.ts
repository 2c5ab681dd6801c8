import { paths } from '../../../config/paths';

/** Where the bank pages live on each face (the back office's from its reference menus). */
export const EXAM_PAGE_PATHS = {
  portalBanks: paths.trainBank,
  portalQuestions: paths.trainQuestion,
  adminBanks: '/platform/exam-bank',
  adminQuestions: '/examQuestion',
} as const;
