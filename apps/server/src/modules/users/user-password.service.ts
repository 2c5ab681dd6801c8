import type { PasswordReset } from '@coalsim/contract';
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import { generatePassword } from '../../lib/generate-password.js';
import { badRequest } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/password.js';
import type { Principal } from '../auth/current-user.js';
import type { AuthStore } from '../auth/store/auth-store.js';
import { CANNOT_RESET_OWN } from './user-rules.js';
import { assertCanManage } from './user-write.service.js';

/**
 * eladmin reset everyone to 123456 without a permission check; here each user gets its own
 * generated password, shown once in this answer, and is signed out everywhere.
 */
export async function resetPasswords(
  db: Db,
  store: AuthStore,
  principal: Principal,
  ids: number[],
): Promise<PasswordReset[]> {
  if (ids.includes(principal.id)) throw badRequest(CANNOT_RESET_OWN);
  const targets = await assertCanManage(db, principal, ids);
  const resets = await Promise.all(
    targets.map(async (t) => {
      const initialPassword = generatePassword();
      return { id: t.id, username: t.username, initialPassword, hash: await hashPassword(initialPassword) };
    }),
  );
  await db.transaction(async (tx) => {
    for (const r of resets) {
      await tx
        .update(sysUser)
        .set({
          passwordHash: r.hash,
          pwdResetTime: sql`now()`,
          updateBy: principal.username,
          updateTime: sql`now()`,
        })
        .where(eq(sysUser.id, r.id));
    }
  });
  for (const r of resets) await store.revokeUserSessions(r.id);
  return resets.map(({ hash: _hash, ...reset }) => reset);
}
