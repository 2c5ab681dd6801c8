// Display helpers for portal content (rich text is rendered by components/rich-text).

/** `2026-11-21` in the visitor's time zone; empty when the item has no publish time. */
export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Counts the Chinese way once they get long: 12345 → 1.2万. */
export function formatCount(n: number): string {
  if (n < 10_000) return String(n);
  return `${(n / 10_000).toFixed(n < 100_000 ? 1 : 0).replace(/\.0$/, '')}万`;
}

/**
 * A whole number with thousands separators, as zh-CN writes it: 12345 → 12,345. Not
 * `toLocaleString('zh-CN')`: its first call loads the locale's ICU data, which took 20–36 ms of
 * the home page's first visit in a trace (a long task, four times longer on a slow phone).
 */
export function formatFigure(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
