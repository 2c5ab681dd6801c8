import { paths } from '../../../config/paths';

/** 我的考试 in the personal centre (the trainee-routes.tsx path under /center). */
export const myExamPath = `${paths.center}/my-exam`;

/** The exam itself: starts the next attempt or resumes the open one. */
export const examTakeHref = (examId: number) => `${paths.examTake}?id=${examId}`;

/** One handed-in attempt's 答卷, on the same page without starting anything. */
export const attemptReviewHref = (examId: number, attemptId: number) =>
  `${paths.examTake}?id=${examId}&review=${attemptId}`;
