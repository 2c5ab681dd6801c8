import { randomInt } from 'node:crypto';

// No look-alikes (0/O, 1/l/I): the password is read off a screen and typed in once.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#%*+?@^_~';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

const pick = (set: string) => set[randomInt(set.length)]!;

/**
 * A random 16-character password from a CSPRNG (~100 bits), with at least one lower, upper, digit
 * and symbol so that it passes any password rule; never a fixed default.
 */
export function generatePassword(length = 16): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
