/**
 * Validation rules of spec §5, shared by the web forms and the server schemas so that
 * the browser and the API can never disagree about what a valid value is.
 */

/** Paths that leave the app: links to other sites, mail and phone. */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

const RESERVED_USERNAMES = ['admin', 'editor'];

/**
 * Letters and digits only; `admin` and `editor` are reserved (any letter case, so that
 * nobody can register a look-alike of the platform's own accounts).
 */
export function validUsername(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value) && !RESERVED_USERNAMES.includes(value.toLowerCase());
}

// One local part, an @, and a dotted domain whose last label has 2+ letters.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function validEmail(value: string): boolean {
  if (value.length > 254) return false;
  if (!EMAIL_PATTERN.test(value)) return false;
  const local = value.slice(0, value.lastIndexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/** Mainland China mobile number: starts with 1, eleven digits in all. */
export function validMobile(value: string): boolean {
  return /^1\d{10}$/.test(value);
}

export const IP_MESSAGE = '请输入正确的IP地址';

// 0–255 without leading zeros, which some parsers would read as octal.
const IP_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IP_PATTERN = new RegExp(`^${IP_PART}\\.${IP_PART}\\.${IP_PART}\\.${IP_PART}$`);

/** Empty is accepted (the field is optional); otherwise a dotted quad. */
export function validIP(value: string | null | undefined): boolean {
  if (value === undefined || value === null || value === '') return true;
  return IP_PATTERN.test(value);
}
