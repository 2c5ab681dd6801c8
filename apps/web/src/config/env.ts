/**
 * The only module that reads `import.meta.env` (lint bans it elsewhere), so every build-time
 * setting is validated once and the rest of the app sees plain typed values.
 */

function parseApiBaseUrl(raw: unknown): string {
  if (raw === undefined || raw === '') return '';
  if (typeof raw !== 'string' || !/^(https?:\/\/[^/]+|\/)/.test(raw)) {
    throw new Error(
      `VITE_API_BASE_URL must be empty, an absolute path or an http(s) URL; got ${String(raw)}`,
    );
  }
  // Endpoint paths start with '/', so a trailing slash here would double it.
  return raw.replace(/\/+$/, '');
}

export const env = {
  /** Origin (and optional prefix) of the API; '' means the page's own origin. */
  apiBaseUrl: parseApiBaseUrl(import.meta.env.VITE_API_BASE_URL),
} as const;
