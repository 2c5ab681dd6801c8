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

export const CREDIT_CODE_MESSAGE = '统一社会信用代码不正确，请核对营业执照上的18位代码';

// GB 32100-2015: 31 characters (digits and capitals without I, O, S, V, Z), weights 3^i mod 31.
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character a 17-character unified social credit code ends with, or undefined. */
export function creditCodeCheckChar(first17: string): string | undefined {
  if (!/^[0-9A-HJ-NPQRTUWXY]{17}$/.test(first17)) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(first17[i]!) * CREDIT_WEIGHTS[i]!;
  return CREDIT_CHARS[(31 - (sum % 31)) % 31];
}

/**
 * An 18-character unified social credit code: registering authority (1–9, A, N, Y), organisation
 * kind, 6-digit region, 9-character organisation code, and the check character of GB 32100-2015.
 */
export function validCreditCode(value: string): boolean {
  if (!/^[1-9ANY][0-9A-HJ-NPQRTUWXY]\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false;
  return creditCodeCheckChar(value.slice(0, 17)) === value[17];
}

export const ID_CARD_MESSAGE = '身份证号码不正确，请核对18位号码（最后一位可能是 X）';

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK = '10X98765432';

/**
 * An 18-digit resident identity card number (GB 11643-1999): 6-digit region, a real birth date
 * between 1900 and today, 3-digit sequence, and the ISO 7064 MOD 11-2 check character.
 */
export function validIdCard(value: string): boolean {
  const m = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day)
    return false;
  if (year < 1900 || born.getTime() > Date.now()) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * ID_CARD_WEIGHTS[i]!;
  return ID_CARD_CHECK[sum % 11] === value[17];
}

/**
 * `王*军`, `李*`, `欧**锋`: what a public page may show of a person's name — enough for someone
 * holding the certificate to recognise it, not enough to learn who holds it.
 */
export function maskPersonName(value: string): string {
  const chars = [...value.trim()];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

/** `110101********1234`: enough to tell two apart, not enough to use. */
export function maskIdCard(value: string): string {
  return value.length <= 10
    ? '*'.repeat(value.length)
    : `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}
