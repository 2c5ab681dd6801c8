const pad = (n: number) => String(n).padStart(2, '0');
export const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/** Local midnight of the Monday of `date`'s week. */
export function mondayOf(date: Date): Date {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const shift = (d.getDay() + 6) % 7;
  d.setDate(d.getDate() - shift);
  return d;
}

/** `2026-05-04`, the form the week takes in the URL (`?week=`). */
export function formatDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Monday of the week a `?week=YYYY-MM-DD` names; this week for anything else. */
export function parseWeek(value: string | undefined, today = new Date()): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return mondayOf(today);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  // 2026-02-31 rolls over: not a day anyone meant.
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return mondayOf(today);
  return mondayOf(date);
}

/** Local midnight `days` days after `date` (calendar days, so summer time shifts stay whole days). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The seven days of the week starting `monday`, each with its [start, end) in epoch ms. */
export function weekDays(monday: Date): { date: Date; start: number; end: number; label: string }[] {
  return WEEKDAY_NAMES.map((name, i) => {
    const date = addDays(monday, i);
    return {
      date,
      start: date.getTime(),
      end: addDays(monday, i + 1).getTime(),
      label: `${name} ${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    };
  });
}

/** The span of hours the calendar draws: 08–20 at least, widened to hold every slot of the week. */
export function hourSpan(
  slots: readonly { startTime: number; endTime: number }[],
  days: readonly { start: number; end: number }[],
) {
  let first = 8;
  let last = 20;
  for (const slot of slots) {
    for (const day of days) {
      if (slot.endTime <= day.start || slot.startTime >= day.end) continue;
      const from = Math.max(slot.startTime, day.start);
      const to = Math.min(slot.endTime, day.end);
      first = Math.min(first, Math.floor((from - day.start) / 3_600_000));
      last = Math.max(last, Math.ceil((to - day.start) / 3_600_000));
    }
  }
  return { first, last };
}

/**
 * Where a slot sits in one day's column, as percentages of the drawn hours; null when it does not
 * touch that day. A slot over midnight shows in both days, cut at the day's edge.
 */
export function placeInDay(
  slot: { startTime: number; endTime: number },
  day: { start: number; end: number },
  hours: { first: number; last: number },
): { top: number; height: number } | null {
  if (slot.endTime <= day.start || slot.startTime >= day.end) return null;
  const viewStart = day.start + hours.first * 3_600_000;
  const viewMs = (hours.last - hours.first) * 3_600_000;
  const from = Math.max(slot.startTime, viewStart);
  const to = Math.min(slot.endTime, viewStart + viewMs);
  const top = ((from - viewStart) / viewMs) * 100;
  // Very short slots stay tall enough to read and click.
  const height = Math.max(((to - from) / viewMs) * 100, 4);
  return { top: Math.min(top, 96), height };
}
