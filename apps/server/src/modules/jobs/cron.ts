import cronParser from 'cron-parser';

import { badRequest } from '../../lib/http-error.js';

/** Every job's cron is read in China time, whatever the server's own time zone. */
export const JOB_TIME_ZONE = 'Asia/Shanghai';

/** cron-parser's English reasons, in the words the back office shows. */
const REASONS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Constraint error, got value (\S+) expected range (\S+)$/, (m) => `取值 ${m[1]} 超出范围 ${m[2]}`],
  [/^Constraint error, got range (\S+) expected range (\S+)$/, (m) => `范围 ${m[1]} 超出 ${m[2]}`],
  [/^Invalid characters, got value: (.*)$/, (m) => `含有无法识别的内容「${m[1]}」`],
  [/^Invalid explicit day of month definition$/, () => '所选月份中没有这一天'],
];

function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  for (const [pattern, say] of REASONS) {
    const match = pattern.exec(message);
    if (match) return say(match);
  }
  return message;
}

/**
 * The next time `cron` is due after `from`, in China time. pg-boss parses schedules with the
 * same cron-parser major, so an expression accepted here is one its scheduler runs.
 */
export function nextRunOf(cron: string, from = new Date()): Date {
  return cronParser.parseExpression(cron, { tz: JOB_TIME_ZONE, currentDate: from }).next().toDate();
}

/** Refuses, on the `cronExpression` field, an expression that never runs or cannot be read. */
export function assertCron(cron: string): void {
  try {
    nextRunOf(cron);
  } catch (err) {
    const message = `Cron 表达式无效：${reasonOf(err)}。格式为「分 时 日 月 周」，例如 0 3 * * *`;
    throw badRequest(message, { cronExpression: [message] });
  }
}
