/** Field names whose values never reach a log, whatever the endpoint. */
const SECRET_NAME = /pass|pwd|secret|token|signature|authorization/i;
const MASK = '******';
/** A log line is for reading, not for replaying a request: long parameters are cut. */
export const MAX_PARAMS_LENGTH = 2_000;

function isSecret(key: string, extra: readonly string[]): boolean {
  return SECRET_NAME.test(key) || key === 'code' || extra.includes(key);
}

/**
 * Objects and arrays deeper than this are kept as '…': a log is for reading, and JSON.stringify,
 * which writes the copy, recurses once per level.
 */
export const MASK_DEPTH = 32;
const CUT = '…';

/** A copy still to fill: `into[key]` gets the masked copy of `from`, which sits at `depth`. */
interface Pending {
  from: unknown;
  into: Record<string, unknown>;
  key: string;
  depth: number;
}

/**
 * The masked copy of a value, made with a queue of its own instead of recursing, so a body of any
 * depth is logged (a recursive copy overflowed the stack at a few thousand levels and the request
 * lost its log row). Objects are copied without a prototype: a key named `__proto__` stays data.
 */
function masked(value: unknown, extra: readonly string[]): unknown {
  const root: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const queue: Pending[] = [{ from: value, into: root, key: 'value', depth: 1 }];
  for (let i = 0; i < queue.length; i++) {
    const { from, into, key, depth } = queue[i]!;
    if (!from || typeof from !== 'object' || Buffer.isBuffer(from)) {
      into[key] = from;
    } else if (depth > MASK_DEPTH) {
      into[key] = CUT;
    } else if (Array.isArray(from)) {
      const copy = new Array<unknown>(from.length);
      into[key] = copy;
      const slots = copy as unknown as Record<string, unknown>;
      from.forEach((v, k) => queue.push({ from: v, into: slots, key: String(k), depth: depth + 1 }));
    } else {
      const copy = Object.create(null) as Record<string, unknown>;
      into[key] = copy;
      // Every key is set now, in order: the copies filled in later keep the body's order of keys.
      for (const [k, v] of Object.entries(from)) {
        const secret = isSecret(k, extra);
        copy[k] = secret ? MASK : undefined;
        if (!secret) queue.push({ from: v, into: copy, key: k, depth: depth + 1 });
      }
    }
  }
  return root.value;
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
