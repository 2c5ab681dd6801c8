import type { RegisterBody } from '@coalsim/contract';

import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/password.js';
import { sysUser } from '../users/user.table.js';
import { checkCaptcha } from './captcha.service.js';
import type { AuthStore } from './store/auth-store.js';

export const USERNAME_TAKEN = '用户名已存在';

/** Creates an enterprise (2) or individual (3) account; the captcha is checked first when enabled. */
export async function registerAccount(db: Db, store: AuthStore, body: RegisterBody, captchaEnabled: boolean) {
  if (captchaEnabled) await checkCaptcha(store, body.uuid, body.code);
  const passwordHash = await hashPassword(body.password);
  const [created] = await db
    .insert(sysUser)
    .values({
      username: body.username,
      nickName: body.nickName ?? body.username,
      passwordHash,
      role: body.role,
      createBy: body.username,
      updateBy: body.username,
    })
    .onConflictDoNothing({ target: sysUser.username })
    .returning({
      id: sysUser.id,
      username: sysUser.username,
      nickName: sysUser.nickName,
      role: sysUser.role,
    });
  if (!created) throw conflict(USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
  return created;
}
