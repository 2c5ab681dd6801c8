import { randomInt } from 'node:crypto';

import type { AttemptAnswers, AttemptQuestion, QuestionAnswer, ReviewQuestion } from '@coalsim/contract';

import type { AttemptQuestionRow } from './paper.table.js';

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Whether an answer is right. A multiple choice counts only when exactly the right options are
 * chosen (all-or-nothing, as the industry's exams mark it); no answer is wrong.
 */
export function isCorrect(question: Pick<AttemptQuestionRow, 'answer'>, given: unknown): boolean {
  const right = question.answer;
  if (given === null || given === undefined) return false;
  if (typeof right === 'boolean') return given === right;
  if (typeof right === 'string') return given === right;
  if (!Array.isArray(given)) return false;
  const chosen = new Set(given as unknown[]);
  return chosen.size === right.length && right.every((k) => chosen.has(k));
}

/** The attempt's score: the sum of the questions answered right, in half points as the paper's. */
export function gradeAttempt(questions: readonly AttemptQuestionRow[], answers: AttemptAnswers): number {
  return questions.reduce((sum, q) => sum + (isCorrect(q, answers[String(q.id)]) ? q.score : 0), 0);
}

/** A question as the trainee may see it before submission: nothing that gives the answer away. */
export const askedQuestion = (q: AttemptQuestionRow): AttemptQuestion => ({
  id: q.id,
  type: q.type,
  stem: q.stem,
  picture: q.picture,
  options: q.options as AttemptQuestion['options'],
  score: q.score,
});

/** The review after submission: the right answer and the analysis only where the paper shows them. */
export function reviewedQuestion(
  q: AttemptQuestionRow,
  given: unknown,
  showAnswers: boolean,
): ReviewQuestion {
  return {
    ...askedQuestion(q),
    myAnswer: (given ?? null) as ReviewQuestion['myAnswer'],
    correct: showAnswers ? isCorrect(q, given) : null,
    answer: showAnswers ? (q.answer as QuestionAnswer) : null,
    analysis: showAnswers ? q.analysis : null,
  };
}

/** What checking an answer needs of its question: the kind and the option keys. */
export interface AnswerShape {
  type: AttemptQuestionRow['type'];
  options: readonly { key: string }[];
}

/**
 * Problems of saved answers against the attempt's questions: each key one of its questions, each
 * value of that question's kind (a letter it offers, letters for a multiple choice, 正确 / 错误).
 */
export function answerProblems(
  questions: ReadonlyMap<number, AnswerShape>,
  answers: AttemptAnswers,
): string | undefined {
  for (const [key, value] of Object.entries(answers)) {
    const q = questions.get(Number(key));
    if (!q) return `试题 ${key} 不在本场考试中，请刷新页面后继续作答`;
    if (value === null) continue;
    const keys = new Set(q.options.map((o) => o.key));
    const fits =
      q.type === 'judge'
        ? typeof value === 'boolean'
        : q.type === 'single'
          ? typeof value === 'string' && keys.has(value)
          : Array.isArray(value) && value.every((k) => keys.has(k));
    if (!fits) return `试题 ${key} 的答案格式不对：单选为一个选项，多选为选项列表，判断为 true 或 false`;
  }
  return undefined;
}
