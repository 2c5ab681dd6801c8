import { env } from '../../../config/env';

const KB = 1024;
const MB = KB * 1024;

/** A size as people read it: bytes below 1 KB, KB below 1 MB, MB above (one decimal, no trailing .0). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  const [value, unit] = bytes < MB ? [bytes / KB, 'KB'] : [bytes / MB, 'MB'];
  return `${Number(value.toFixed(1))} ${unit}`;
}

/**
 * Where the browser fetches a stored file: the record's `url` (`/file/<random>.png`) on the API's
 * origin, which is the page's own unless the build points the API elsewhere.
 */
export function fileHref(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${env.apiBaseUrl}${url}`;
}
