import { formatDateTime } from '../../../lib/format-date-time';

/** `2026-12-01 09:00`, from an ISO timestamp or epoch milliseconds; `-` for none. */
export function formatMinute(at: string | number | null | undefined): string {
  if (at === null || at === undefined) return '-';
  const iso = typeof at === 'number' ? new Date(at).toISOString() : at;
  const text = formatDateTime(iso);
  return text === '-' ? text : text.slice(0, 16);
}

/** A room's slot: `2026-12-01 09:00 – 11:30`, the end's date only when it is another day. */
export function formatSlot(startTime: number, endTime: number): string {
  const start = formatMinute(startTime);
  const end = formatMinute(endTime);
  return `${start} – ${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end}`;
}
