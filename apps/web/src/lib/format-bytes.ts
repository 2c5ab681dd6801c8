const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** A size in bytes as people read it: `512 B`, `1.5 KB`, `3.2 GB` (powers of 1024). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
