const pad = (n: number) => String(n).padStart(2, '0');

/** `2024-05-01 08:30:05` in the viewer's time zone, from an ISO timestamp; `-` for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** `2026-05-01 08:30` in the viewer's zone, from ms since the epoch. */
export function formatMs(ms: number, withTime = true): string {
  const d = new Date(ms);
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}` : day;
}

/** A plan's period: `2026-05-01 ~ 2026-06-30`. */
export function formatPeriod(start: number, end: number): string {
  return `${formatMs(start, false)} ~ ${formatMs(end, false)}`;
}
