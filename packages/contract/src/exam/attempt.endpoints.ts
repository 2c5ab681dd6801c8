import type { Endpoint } from '../common/endpoint.js';
import { defineEndpoint } from '../common/endpoint.js';
import { idParamsSchema } from '../common/list-query.js';
import {
  attemptAnswersBodySchema,
  attemptEventResultSchema,
  attemptEventSchema,
  attemptOutcomeSchema,
  attemptReviewSchema,
  attemptSavedSchema,
  attemptStartSchema,
  myExamListSchema,
} from './attempt.schemas.js';

/*
 * The trainee's side (a type 3 account linked to a worker): the worker is found from the session,
 * never from an id the client sends, and nothing before submission carries an answer.
 */

export const listMyExams = defineEndpoint({
  method: 'GET',
  path: '/api/train/my-exam',
  summary: '我的考试',
  description:
    'Published exams the caller is a candidate of: upcoming, open, done, missed; attempts used and best score',
  access: 'worker',
  responses: { 200: myExamListSchema },
});

export const startMyExam = defineEndpoint({
  method: 'POST',
  path: '/api/train/my-exam/:id/start',
  summary: '开始考试',
  description:
    'Starts the next attempt (within the window and the attempts allowed) or resumes the open one with its saved answers — and makes this browser the one the attempt continues on. Questions without answers, in the attempt’s own order',
  access: 'worker',
  params: idParamsSchema,
  responses: { 200: attemptStartSchema },
});

export const saveAttemptAnswers = defineEndpoint({
  method: 'PUT',
  path: '/api/train/attempt/:id/answers',
  summary: '保存答案',
  description:
    'Merges the answers given (null clears one). 409 考试已结束 after the deadline or submission; 409 已在其他设备继续作答 once the attempt was resumed in another browser',
  access: 'worker',
  audit: 'refusals',
  params: idParamsSchema,
  body: attemptAnswersBodySchema,
  responses: { 200: attemptSavedSchema },
});

export const reportAttemptEvent = defineEndpoint({
  method: 'POST',
  path: '/api/train/attempt/:id/events',
  summary: '记录切屏',
  description: 'Counts a switch away from the exam; one beyond the exam’s maxSwitches hands the attempt in',
  access: 'worker',
  params: idParamsSchema,
  body: attemptEventSchema,
  responses: { 200: attemptEventResultSchema },
});

export const submitAttempt = defineEndpoint({
  method: 'POST',
  path: '/api/train/attempt/:id/submit',
  summary: '交卷',
  description: 'Grades on the server (a multiple choice scores only when exactly right)',
  access: 'worker',
  params: idParamsSchema,
  responses: { 200: attemptOutcomeSchema },
});

export const getAttempt = defineEndpoint({
  method: 'GET',
  path: '/api/train/attempt/:id',
  summary: '查看答卷',
  description:
    'Open: the questions and the saved answers. Handed in: each question with the trainee’s answer and, where the paper shows answers, the right one and the analysis. An attempt past its deadline is handed in first',
  access: 'worker',
  params: idParamsSchema,
  responses: { 200: attemptReviewSchema },
});

export const attemptEndpoints = {
  listMyExams,
  startMyExam,
  saveAttemptAnswers,
  reportAttemptEvent,
  submitAttempt,
  getAttempt,
} satisfies Record<string, Endpoint>;
