import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { at, auditColumns, id, sameEnterprise } from '../../db/columns.js';
import { enterpriseId } from '../../db/tables/account.table.js';
import { entWorker } from '../org/org.table.js';

const points = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' });
const ids = (name: string) =>
  bigint(name, { mode: 'number' })
    .array()
    .notNull()
    .default(sql`'{}'`);

/** A question frozen into an attempt when it starts: what it was asked as, and what was right. */
export interface AttemptQuestionRow {
  id: number;
  type: 'single' | 'multiple' | 'judge';
  stem: string;
  picture: string | null;
  /** In this attempt's order; the keys are the question's own (an answer 'B' means its B). */
  options: { key: string; text: string }[];
  score: number;
  answer: string | string[] | boolean;
  analysis: string;
}

/**
 * 试卷. A fixed paper lists its questions with scores (`items`, [{ questionId, score }]); a
 * random one its rules (`rules`), drawn anew for every attempt. The questions may be the
 * enterprise's own or a platform bank's; both are checked when the paper is saved.
 */
export const examPaper = pgTable(
  'exam_paper',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    name: varchar('name', { length: 100 }).notNull(),
    mode: varchar('mode', { length: 8 }).notNull(),
    totalScore: points('total_score').notNull(),
    passScore: points('pass_score').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(true),
    shuffleOptions: boolean('shuffle_options').notNull().default(true),
    showAnswers: boolean('show_answers').notNull().default(false),
    items: jsonb('items').$type<{ questionId: number; score: number }[]>().notNull().default([]),
    rules: jsonb('rules')
      .$type<
        {
          bankId: number;
          type: string;
          level: string | null;
          chapter: string | null;
          count: number;
          scoreEach: number;
        }[]
      >()
      .notNull()
      .default([]),
    ...auditColumns(),
  },
  (t) => [
    index('exam_paper_list_idx').on(t.enterpriseId, t.createTime.desc(), t.id),
    unique('exam_paper_enterprise_id_id_uq').on(t.enterpriseId, t.id),
  ],
);

/**
 * 考试安排. Stored as draft or published (finished is computed from the window, as for plans);
 * the candidates are frozen into exam_candidate on publishing. `plan_id`: the plan whose theory
 * part this is (one exam per plan); its key (enterprise_id, plan_id) → train_plan with ON DELETE
 * SET NULL (plan_id) is written by hand in migration 0023.
 */
export const examArrangement = pgTable(
  'exam_arrangement',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    name: varchar('name', { length: 100 }).notNull(),
    paperId: bigint('paper_id', { mode: 'number' }).notNull(),
    planId: bigint('plan_id', { mode: 'number' }),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    attempts: smallint('attempts').notNull(),
    maxSwitches: smallint('max_switches').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    deptIds: ids('dept_ids'),
    jobIds: ids('job_ids'),
    workerIds: ids('worker_ids'),
    publishedAt: at('published_at'),
    ...auditColumns(),
  },
  (t) => [
    index('exam_arrangement_list_idx').on(t.enterpriseId, t.createTime.desc(), t.id),
    index('exam_arrangement_paper_idx').on(t.paperId),
    uniqueIndex('exam_arrangement_plan_uq')
      .on(t.planId)
      .where(sql`plan_id is not null`),
    unique('exam_arrangement_enterprise_id_id_uq').on(t.enterpriseId, t.id),
    sameEnterprise(
      'exam_arrangement_paper',
      [t.enterpriseId, t.paperId],
      [examPaper.enterpriseId, examPaper.id],
    ),
  ],
);

/** A published exam's frozen candidate, with the attempts used and the best score kept current. */
export const examCandidate = pgTable(
  'exam_candidate',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    examId: bigint('exam_id', { mode: 'number' }).notNull(),
    workerId: bigint('worker_id', { mode: 'number' }).notNull(),
    attemptsUsed: smallint('attempts_used').notNull().default(0),
    bestScore: points('best_score'),
    passedAt: at('passed_at'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('exam_candidate_uq').on(t.examId, t.workerId),
    index('exam_candidate_worker_idx').on(t.workerId),
    sameEnterprise(
      'exam_candidate_exam',
      [t.enterpriseId, t.examId],
      [examArrangement.enterpriseId, examArrangement.id],
      'cascade',
    ),
    sameEnterprise(
      'exam_candidate_worker',
      [t.enterpriseId, t.workerId],
      [entWorker.enterpriseId, entWorker.id],
      'cascade',
    ),
  ],
);

/**
 * One attempt (第1次, the 补考 …). `questions` freezes what was asked, with the right answers,
 * and never leaves the server before submission; `question_ids` lets a save check its keys
 * without reading them. `session_id`: the sign-in the attempt continues on (resuming it from
 * another moves it there, and the first one's saves are refused).
 */
export const examAttempt = pgTable(
  'exam_attempt',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    examId: bigint('exam_id', { mode: 'number' }).notNull(),
    workerId: bigint('worker_id', { mode: 'number' }).notNull(),
    no: smallint('no').notNull(),
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    deadline: at('deadline').notNull(),
    submittedAt: at('submitted_at'),
    reason: varchar('reason', { length: 16 }),
    score: points('score'),
    passed: boolean('passed'),
    switches: smallint('switches').notNull().default(0),
    questionIds: ids('question_ids'),
    questions: jsonb('questions').$type<AttemptQuestionRow[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    savedAt: at('saved_at'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('exam_attempt_uq').on(t.examId, t.workerId, t.no),
    index('exam_attempt_worker_idx').on(t.workerId, t.examId),
    index('exam_attempt_open_idx')
      .on(t.deadline)
      .where(sql`submitted_at is null`),
    sameEnterprise(
      'exam_attempt_exam',
      [t.enterpriseId, t.examId],
      [examArrangement.enterpriseId, examArrangement.id],
      'cascade',
    ),
    sameEnterprise(
      'exam_attempt_worker',
      [t.enterpriseId, t.workerId],
      [entWorker.enterpriseId, entWorker.id],
      'cascade',
    ),
  ],
);
