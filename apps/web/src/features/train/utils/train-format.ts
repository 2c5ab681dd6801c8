const pad = (n: number) => String(n).padStart(2, '0');

/** A session's length as `h:mm:ss` (`0:45:00`), from seconds; negative input reads as 0. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Hours with at most one decimal: `12`, `12.5`. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 10) / 10);
}

/** Done of required as a whole percentage for a progress bar, at most 100. */
export function hoursPercent(done: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.floor((done / required) * 100));
}
