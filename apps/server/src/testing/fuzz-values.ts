import { creditCodeCheckChar } from '@coalsim/contract';

import { withLeaf } from './schema-sample.js';

// Values the schema-driven fuzz (security/schema-fuzz.test.ts) needs beyond what a JSON schema
// can say: text that passes refinements, and unique fields new for every call.

/**
 * Text the document's schema cannot describe (its checks are refinements), by field name: the
 * sampler's placeholder would be refused, so every variant would stop at that field.
 */
const REALISTIC_TEXT: Record<string, string> = {
  phone: '13800000000',
  email: 'fuzz@example.com',
  idCard: '11010519491231002X',
};

/** The sampled body with realistic text wherever a field of that name holds a string. */
export function withRealisticText(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return REALISTIC_TEXT[key] ?? value;
  if (Array.isArray(value)) return value.map((v) => withRealisticText(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withRealisticText(v, k)]));
  }
  return value;
}

/** A value of `field` no earlier call used: unique names, usernames, 工号, codes. */
export function freshValue(field: string, old: unknown, n: number): unknown {
  if (field.endsWith('creditCode')) return creditCode(n);
  if (field === 'idCard') return idCardNumber(n);
  if (field === 'username') return `fz${n}`;
  if (field === 'employeeNo') return `FZ${n}`;
  return `${String(old)}${n}`;
}

/** A valid 18-digit resident ID number (born 1950–1999), different for every `n` below 50,000. */
export function idCardNumber(n: number): string {
  const first17 = `110105${1950 + (Math.floor(n / 1000) % 50)}0101${String(n % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * weights[i]!, 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}

/** A valid 18-character unified social credit code, different for every `n`. */
export function creditCode(n: number): string {
  const first17 = `911100001${String(n).padStart(8, '0')}`;
  return `${first17}${creditCodeCheckChar(first17)}`;
}

/**
 * `payload` with each of `fields` (dotted paths) made new for call `n`, except the one a variant
 * is pushing to its edge: names, usernames and codes a create must not repeat.
 */
export function freshen(payload: unknown, fields: string[], n: number, except?: string): unknown {
  let out = payload;
  for (const field of fields) {
    if (field === except) continue;
    const path = field.split('.');
    const old = path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], out);
    out = withLeaf(out, path, freshValue(field, old, n));
  }
  return out;
}
