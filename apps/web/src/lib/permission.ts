export const PERMISSION_MISUSE = "need roles! Like value={['admin','editor']}";

/**
 * Spec §6: passes when any of the user's roles is in `value`; an empty list fails; anything but
 * a list is a programming error. `admin` is not implied: pages list it explicitly (eladmin's way);
 * the server is what enforces permissions.
 */
export function checkPermission(roles: readonly string[], value: unknown): boolean {
  if (!Array.isArray(value)) throw new Error(PERMISSION_MISUSE);
  if (value.length === 0) return false;
  return value.some((v) => typeof v === 'string' && roles.includes(v));
}
