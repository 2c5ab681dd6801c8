import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import { HttpError } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/password.js';
import type { Principal } from './current-user.js';
import { LOCKOUT_WINDOW_MS, lockedOut, MAX_FAILURES_PER_USERNAME, userKey } from './login.service.js';
import type { AuthStore } from './store/auth-store.js';

export const PASSWORD_REQUIRED = '此操作需要再次输入当前登录账号的密码确认';
export const PASSWORD_WRONG = '密码错误，请重新输入当前登录账号的密码';

/**
 * The caller's password typed again, for what can take or destroy everything at once (a backup
 * holds every password hash and every enterprise's data). Wrong ones count with the account's
 * sign-in failures, so five lock both for the window, and each attempt takes its place in the
 * count before the password is checked, as sign-in does (login.service.ts). 401 otherwise.
 */
export async function confirmPassword(
  db: Db,
  store: AuthStore,
  principal: Principal,
  password: string | undefined,
): Promise<void> {
  if (!password) throw new HttpError(401, PASSWORD_REQUIRED, { password: [PASSWORD_REQUIRED] });
  const key = userKey(principal.username);
  const counter = await store.hit(key, LOCKOUT_WINDOW_MS);
  if (counter.count > MAX_FAILURES_PER_USERNAME) {
    await store.release(key);
    throw lockedOut(counter.resetAt, '密码错误');
  }
  let valid: boolean;
  try {
    const [row] = await db
      .select({ hash: sysUser.passwordHash })
      .from(sysUser)
      .where(eq(sysUser.id, principal.id));
    valid = row !== undefined && (await verifyPassword(row.hash, password));
  } catch (err) {
    await store.release(key).catch(() => undefined);
    throw err;
  }
  // A wrong password keeps its place: it is a failure. The right one starts the count over.
  if (!valid) throw new HttpError(401, PASSWORD_WRONG, { password: [PASSWORD_WRONG] });
  await store.clear(key);
}
