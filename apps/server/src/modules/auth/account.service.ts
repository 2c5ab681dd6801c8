import type { ProfileBody } from '@coalsim/contract';
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import { badRequest } from '../../lib/http-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { Principal } from './current-user.js';
import type { AuthStore } from './store/auth-store.js';

export const WRONG_PASSWORD = '密码错误';
export const WRONG_OLD_PASSWORD = '修改失败，旧密码错误';
export const SAME_PASSWORD = '新密码不能与旧密码相同';

async function passwordHashOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ hash: sysUser.passwordHash }).from(sysUser).where(eq(sysUser.id, userId));
  return row?.hash ?? '';
}

export async function editProfile(db: Db, principal: Principal, body: ProfileBody) {
  await db
    .update(sysUser)
    .set({
      nickName: body.nickName,
      gender: body.gender ?? null,
      phone: body.phone || null,
      email: body.email || null,
      updateBy: principal.username,
      updateTime: sql`now()`,
    })
    .where(eq(sysUser.id, principal.id));
}

/** Checks the old password; every other session of the user is signed out. */
export async function changePassword(
  db: Db,
  store: AuthStore,
  principal: Principal,
  currentTokenHash: string,
  body: { oldPass: string; newPass: string },
) {
  if (!(await verifyPassword(await passwordHashOf(db, principal.id), body.oldPass))) {
    throw badRequest(WRONG_OLD_PASSWORD, { oldPass: [WRONG_OLD_PASSWORD] });
  }
  if (body.oldPass === body.newPass) throw badRequest(SAME_PASSWORD, { newPass: [SAME_PASSWORD] });
  await db
    .update(sysUser)
    .set({
      passwordHash: await hashPassword(body.newPass),
      pwdResetTime: sql`now()`,
      updateBy: principal.username,
      updateTime: sql`now()`,
    })
    .where(eq(sysUser.id, principal.id));
  await store.revokeUserSessions(principal.id, currentTokenHash);
}

/**
 * Account cancellation: the person's data is removed from the account (name, contact, avatar,
 * a username freed for reuse) and it can no longer sign in; rows the enterprise owns stay.
 */
export async function cancelAccount(db: Db, store: AuthStore, principal: Principal, password: string) {
  if (!(await verifyPassword(await passwordHashOf(db, principal.id), password))) {
    throw badRequest(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }
  await db
    .update(sysUser)
    .set({
      username: `cancelled_${principal.id}`,
      nickName: '已注销用户',
      email: null,
      phone: null,
      gender: null,
      avatarName: null,
      // Nothing can match this: the account has no password any more.
      passwordHash: '!cancelled',
      enabled: false,
      cancelledAt: sql`now()`,
      updateBy: principal.username,
      updateTime: sql`now()`,
    })
    .where(eq(sysUser.id, principal.id));
  await store.revokeUserSessions(principal.id);
}
