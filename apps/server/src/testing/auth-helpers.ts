import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/database.js';
import { sysUser } from '../db/tables/account.table.js';
import { hashPassword } from '../lib/password.js';
import { captchaMac } from '../modules/auth/captcha.service.js';
import { sysMenu } from '../modules/menus/menu.table.js';
import { sysRole, sysRolesMenus, sysUsersRoles } from '../modules/roles/role.table.js';

/** Signs in through the API (captcha off) and returns the Authorization header value. */
export async function signIn(app: FastifyInstance, username: string, password = '123456'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: token });

/**
 * A captcha's answer, found the way only the holder of the server's key can: by trying the
 * possible sums and differences against the signature in its uuid.
 */
export function solveCaptcha(secretKey: Buffer, uuid: string): string {
  const [expires = '', nonce = '', mac] = uuid.split('.');
  for (let answer = -20; answer <= 20; answer++) {
    if (captchaMac(secretKey, expires, nonce, String(answer)) === mac) return String(answer);
  }
  throw new Error(`no answer fits captcha ${uuid}`);
}

/**
 * A platform staff account (or, with `accountType`, a portal account) whose only role grants
 * exactly `permissions` (through buttons).
 */
export async function createStaff(
  db: Db,
  username: string,
  permissions: string[],
  password = 'staff2026pw',
  accountType: 1 | 2 | 3 = 1,
) {
  const [user] = await db
    .insert(sysUser)
    .values({ username, nickName: username, passwordHash: await hashPassword(password), role: accountType })
    .returning({ id: sysUser.id });
  const [role] = await db
    .insert(sysRole)
    .values({ name: `role-of-${username}`, level: 2 })
    .returning({ id: sysRole.id });
  await db.insert(sysUsersRoles).values({ userId: user!.id, roleId: role!.id });
  for (const permission of permissions) {
    const [menu] = await db
      .insert(sysMenu)
      .values({ type: 2, title: `${username} ${permission}`, permission })
      .returning({ id: sysMenu.id });
    await db.insert(sysRolesMenus).values({ roleId: role!.id, menuId: menu!.id });
  }
  return { userId: user!.id, roleId: role!.id, password };
}
