/** 周日 … 周六 by cron's day-of-week number (0 and 7 are both Sunday). */
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六', '日'];

/** A plain number within the bounds, or null for anything else (`*`, a step, a range, `MON`). */
function plain(field: string, min: number, max: number): number | null {
  if (!/^\d{1,2}$/.test(field)) return null;
  const n = Number(field);
  return n >= min && n <= max ? n : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A five-field cron (minute hour day month weekday, as 定时任务 takes it) in words when it is one
 * of the simple schedules people set: 每天 02:00, 每周一、四 03:30, 每月 1 日 04:00, 每小时第 15
 * 分钟. Anything else is answered as written: a reader who set an unusual one can read it, and a
 * wrong paraphrase would be worse than none.
 */
export function describeCron(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return expression;
  const [minuteField, hourField, day, month, weekday] = fields as [string, string, string, string, string];
  const minute = plain(minuteField, 0, 59);
  if (minute === null || month !== '*') return expression;
  if (hourField === '*') {
    if (day !== '*' || weekday !== '*') return expression;
    return minute === 0 ? '每小时整点' : `每小时第 ${minute} 分钟`;
  }
  const hour = plain(hourField, 0, 23);
  if (hour === null) return expression;
  const at = `${pad(hour)}:${pad(minute)}`;
  if (day === '*' && weekday === '*') return `每天 ${at}`;
  if (day === '*') {
    const days = weekday.split(',').map((d) => plain(d, 0, 7));
    if (days.some((d) => d === null)) return expression;
    return `每周${days.map((d) => WEEKDAYS[d!]).join('、')} ${at}`;
  }
  const dayOfMonth = plain(day, 1, 31);
  if (dayOfMonth === null || weekday !== '*') return expression;
  return `每月 ${dayOfMonth} 日 ${at}`;
}
