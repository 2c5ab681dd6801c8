const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-05-01 08:30` in the viewer's time zone, from epoch milliseconds. */
export function formatMs(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `08:30`. */
export function formatClock(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A room's slot: `2026-05-01 09:00 – 11:30`, or with both dates when it spans days. */
export function formatSlot(startTime: number, endTime: number): string {
  const start = formatMs(startTime);
  const end = formatMs(endTime);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} – ${end.slice(11)}` : `${start} – ${end}`;
}
