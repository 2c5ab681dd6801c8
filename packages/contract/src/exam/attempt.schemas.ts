import { z } from 'zod';

import { timestampSchema } from '../common/list-query.js';
import { questionAnswerSchema, questionOptionSchema } from './bank.schemas.js';
import { ATTEMPT_EVENT_KINDS, MY_EXAM_STATES, QUESTION_TYPES, SUBMIT_REASONS } from './exam.constants.js';

const ms = z.number().int().min(0);

/** 我的考试: one exam the trainee is a candidate of. Nothing here reveals an answer. */
export const myExamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startTime: ms,
  endTime: ms,
  durationMinutes: z.number().int(),
  totalScore: z.number(),
  passScore: z.number(),
  attempts: z.number().int(),
  state: z.enum(MY_EXAM_STATES),
  attemptsUsed: z.number().int(),
  bestScore: z.number().nullable(),
  passed: z.boolean(),
  /** An attempt started and not handed in: 继续作答 resumes it. */
  openAttemptId: z.number().int().nullable(),
  /** The newest handed-in attempt, for 查看成绩. */
  lastAttemptId: z.number().int().nullable(),
});
export type MyExam = z.infer<typeof myExamSchema>;
export const myExamListSchema = z.object({ content: z.array(myExamSchema) });

/** A question as the trainee sees it while answering: no answer, no analysis, options in this attempt's order. */
export const attemptQuestionSchema = z.object({
  id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  picture: z.string().nullable(),
  options: z.array(questionOptionSchema),
  score: z.number(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

/** An answer as saved: 'B', ['A','C'], true / false, or null (cleared). */
export const attemptAnswerSchema = questionAnswerSchema.nullable();
export const attemptAnswersSchema = z.record(
  z.string().regex(/^\d{1,18}$/, '题号须为试题编号'),
  attemptAnswerSchema,
);
export type AttemptAnswers = z.infer<typeof attemptAnswersSchema>;

export const attemptStartSchema = z.object({
  attemptId: z.number().int(),
  exam: z.object({ id: z.number().int(), name: z.string() }),
  /** 第几次 (1 the exam, 2 the first 补考 …). */
  no: z.number().int(),
  attempts: z.number().int(),
  /** The server's: start + the paper's duration, never past the window's end (ms). */
  deadline: ms,
  /** The server's clock when it answered, so the page's countdown does not trust the device's. */
  serverTime: ms,
  totalScore: z.number(),
  passScore: z.number(),
  maxSwitches: z.number().int(),
  switches: z.number().int(),
  questions: z.array(attemptQuestionSchema),
  /** What was saved so far (a resumed attempt). */
  answers: attemptAnswersSchema,
});
export type AttemptStart = z.infer<typeof attemptStartSchema>;

export const attemptAnswersBodySchema = z.object({
  answers: attemptAnswersSchema.refine((a) => Object.keys(a).length <= 500, '一次最多保存500道题的答案'),
});
export type AttemptAnswersBody = z.infer<typeof attemptAnswersBodySchema>;
export const attemptSavedSchema = z.object({ savedAt: timestampSchema });

export const attemptEventSchema = z.object({
  kind: z.enum(ATTEMPT_EVENT_KINDS, { error: '事件只能是 blur、hidden 或 fullscreen-exit' }),
});
export type AttemptEvent = z.infer<typeof attemptEventSchema>;

export const attemptOutcomeSchema = z.object({
  score: z.number(),
  passed: z.boolean(),
  totalScore: z.number(),
  passScore: z.number(),
  reason: z.enum(SUBMIT_REASONS),
});
export type AttemptOutcome = z.infer<typeof attemptOutcomeSchema>;

export const attemptEventResultSchema = z.object({
  switches: z.number().int(),
  maxSwitches: z.number().int(),
  /** Set when this switch was one too many: the attempt has been handed in. */
  outcome: attemptOutcomeSchema.nullable(),
});

/** A question on the review: the trainee's answer; the right one and the analysis only where the paper shows them. */
export const reviewQuestionSchema = attemptQuestionSchema.extend({
  myAnswer: attemptAnswerSchema,
  correct: z.boolean().nullable(),
  answer: questionAnswerSchema.nullable(),
  analysis: z.string().nullable(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

export const attemptReviewSchema = z.object({
  attemptId: z.number().int(),
  exam: z.object({ id: z.number().int(), name: z.string() }),
  no: z.number().int(),
  status: z.enum(['open', 'submitted']),
  startedAt: timestampSchema,
  deadline: ms,
  submittedAt: timestampSchema.nullable(),
  totalScore: z.number(),
  passScore: z.number(),
  /** Null while open. */
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  reason: z.enum(SUBMIT_REASONS).nullable(),
  /** Whether the paper shows the right answers and analysis after submission. */
  showAnswers: z.boolean(),
  questions: z.array(reviewQuestionSchema),
});
export type AttemptReview = z.infer<typeof attemptReviewSchema>;
