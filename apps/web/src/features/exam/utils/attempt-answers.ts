import type { AttemptAnswers, AttemptQuestion } from '@coalsim/contract';

/** One saved answer: 'B', ['A','C'], true / false, or null (none). */
export type AnswerValue = AttemptAnswers[string];

/** An empty multiple choice counts as no answer (and is saved as null, which clears it). */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  return !Array.isArray(value) || value.length > 0;
}

export function unansweredCount(questions: readonly AttemptQuestion[], answers: AttemptAnswers): number {
  return questions.filter((q) => !isAnswered(answers[String(q.id)])).length;
}

/**
 * The letter each option is shown with: A, B, C … in the order this attempt shows them. Shuffled
 * options keep their bank keys (what is saved and graded), which would otherwise read B, D, A, C.
 */
export function shownLetters(options: readonly { key: string }[]): Map<string, string> {
  return new Map(options.map((o, i) => [o.key, String.fromCharCode(65 + i)]));
}

/** How an answer reads on the review, in the letters shown: `B`, `A、C`, 正确 / 错误, 未作答. */
export function formatAnswer(
  value: AnswerValue | undefined,
  options: readonly { key: string }[] = [],
): string {
  if (!isAnswered(value)) return '未作答';
  if (typeof value === 'boolean') return value ? '正确' : '错误';
  const letters = shownLetters(options);
  const keys = Array.isArray(value) ? value : [value as string];
  return keys
    .map((k) => letters.get(k) ?? k)
    .sort()
    .join('、');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `01:29:59`, for the countdown. */
export function formatCountdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** `1小时29分` (or `59秒` in the last minute), for the countdown's accessible name. */
export function describeCountdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 60) return `${s}秒`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}小时${m}分` : `${m}分`;
}

/** `14:03:27`, the time an autosave landed, in the viewer's zone. */
export function formatClock(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
