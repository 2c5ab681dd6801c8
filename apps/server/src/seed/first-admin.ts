import { count } from 'drizzle-orm';

import type { Db } from '../db/database.js';
import { hashPassword } from '../lib/password.js';
import { sysUser } from '../modules/users/user.table.js';

/**
 * The first administrator of an installation without demo data: `admin`, platform staff with
 * every permission, made only when the database holds no account at all — so the variable left
 * in place can never reset a password or bring back an account deleted later.
 */
export async function seedFirstAdmin(db: Db, password: string): Promise<boolean> {
  const [users] = await db.select({ n: count() }).from(sysUser);
  if ((users?.n ?? 0) > 0) return false;
  await db.insert(sysUser).values({
    username: 'admin',
    nickName: '平台管理员',
    passwordHash: await hashPassword(password),
    role: 1,
    isAdmin: true,
    createBy: 'system',
    updateBy: 'system',
  });
  return true;
}
