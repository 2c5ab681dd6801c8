import { count } from 'drizzle-orm';

import type { Db } from '../db/database.js';
import { sysUser } from '../db/tables/account.table.js';
import { hashPassword } from '../lib/password.js';

/** The platform's administrator: platform staff with every permission, made by the system. */
export const PLATFORM_ADMIN = {
  username: 'admin',
  nickName: '平台管理员',
  role: 1,
  isAdmin: true,
  createBy: 'system',
  updateBy: 'system',
} as const;

/** Seeds run on a database without any account only: never over someone's data. */
export async function noAccountsYet(db: Db): Promise<boolean> {
  const [users] = await db.select({ n: count() }).from(sysUser);
  return (users?.n ?? 0) === 0;
}

/**
 * The first administrator of an installation without demo data, made only when the database
 * holds no account at all — so the variable left in place can never reset a password or bring
 * back an account deleted later.
 */
export async function seedFirstAdmin(db: Db, password: string): Promise<boolean> {
  if (!(await noAccountsYet(db))) return false;
  await db.insert(sysUser).values({ ...PLATFORM_ADMIN, passwordHash: await hashPassword(password) });
  return true;
}
