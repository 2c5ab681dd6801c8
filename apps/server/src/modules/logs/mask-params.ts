/** Field names whose values never reach a log, whatever the endpoint. */
const SECRET_NAME = /pass|pwd|secret|token|signature|authorization/i;
const MASK = '******';
/** A log line is for reading, not for replaying a request: long parameters are cut. */
export const MAX_PARAMS_LENGTH = 2_000;

function isSecret(key: string, extra: readonly string[]): boolean {
  return SECRET_NAME.test(key) || key === 'code' || extra.includes(key);
}

function masked(value: unknown, extra: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => masked(v, extra));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, isSecret(k, extra) ? MASK : masked(v, extra)]),
    );
  }
  return value;
}

/**
 * A request's query and body as the log keeps them: passwords, secrets, tokens, captcha codes and
 * the endpoint's own secret fields replaced by asterisks, at most MAX_PARAMS_LENGTH characters.
 * Uploads (a stream, not a parsed body) are noted, not kept.
 */
export function maskParams(
  query: unknown,
  body: unknown,
  secretFields: readonly string[] = [],
): string | null {
  const parts: Record<string, unknown> = {};
  if (query && typeof query === 'object' && Object.keys(query).length > 0)
    parts.query = masked(query, secretFields);
  if (body !== undefined && body !== null) parts.body = masked(body, secretFields);
  if (Object.keys(parts).length === 0) return null;
  const text = JSON.stringify(parts);
  return text.length > MAX_PARAMS_LENGTH ? `${text.slice(0, MAX_PARAMS_LENGTH)}…` : text;
}
