import type { WorkerAccount } from '@coalsim/contract';
import { eq, isNull, like, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import { USERNAME_TAKEN } from '../../lib/conflict-messages.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { generatePassword } from '../../lib/generate-password.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/password.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Principal } from '../auth/current-user.js';
import { entWorker } from './org.table.js';
import { WORKER_NOT_FOUND } from './worker-query.service.js';

export const WORKER_LEFT = '该员工已离职，不能开通账号；如需开通，请先将其状态改为在职';
const alreadyOpened = (username: string) => `该员工已开通账号（用户名 ${username}），无需重复开通`;

/**
 * `w` + the phone, or, when taken (in any case), the first free `w<phone>2`, `w<phone>3`…: one
 * query for the names in use, then the insert's unique index settles a race.
 */
async function suggestUsername(db: Db, phone: string): Promise<string> {
  const base = `w${phone}`.toLowerCase();
  const taken = await db
    .select({ name: sql<string>`lower(${sysUser.username})` })
    .from(sysUser)
    .where(like(sql`lower(${sysUser.username})`, `${base}%`));
  const used = new Set(taken.map((t) => t.name));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}${n}`)) return `${base}${n}`;
}

/**
 * Opens a type-3 account for an active worker, in the worker's enterprise (the account's
 * principal carries it), with a generated password answered once and stored only as a hash.
 */
export async function openWorkerAccount(
  db: Db,
  scope: EnterpriseScope,
  principal: Principal,
  workerId: number,
  requested: string | undefined,
): Promise<WorkerAccount> {
  const [worker] = await db
    .select({
      name: entWorker.name,
      phone: entWorker.phone,
      gender: entWorker.gender,
      status: entWorker.status,
      username: sysUser.username,
    })
    .from(entWorker)
    .leftJoin(sysUser, eq(sysUser.id, entWorker.userId))
    .where(scope.where(entWorker, eq(entWorker.id, workerId)));
  if (!worker) throw notFound(WORKER_NOT_FOUND);
  if (worker.username !== null) throw conflict(alreadyOpened(worker.username));
  if (worker.status !== 'active') throw conflict(WORKER_LEFT);

  const username = requested ?? (await suggestUsername(db, worker.phone));
  const initialPassword = generatePassword();
  const passwordHash = await hashPassword(initialPassword);
  try {
    const userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(sysUser)
        .values({
          username,
          nickName: worker.name,
          passwordHash,
          role: 3,
          enterpriseId: scope.enterpriseId,
          phone: worker.phone,
          gender: worker.gender,
          createBy: principal.username,
          updateBy: principal.username,
        })
        .returning({ id: sysUser.id });
      // Only if no other request opened one in the meantime.
      const [linked] = await tx
        .update(entWorker)
        .set({ userId: user!.id, updateBy: principal.username, updateTime: sql`now()` })
        .where(scope.where(entWorker, eq(entWorker.id, workerId), isNull(entWorker.userId)))
        .returning({ id: entWorker.id });
      if (!linked) throw conflict(alreadyOpened(username));
      return user!.id;
    });
    return { userId, username, initialPassword };
  } catch (err) {
    if (isUniqueViolation(err, 'sys_user_username_lower_uq')) {
      throw conflict(USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
    }
    throw err;
  }
}
