import type { CreatedUser, User, UserCreateBody, UserUpdateBody } from '@coalsim/contract';
import { eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import { USERNAME_TAKEN } from '../../lib/conflict-messages.js';
import { generatePassword } from '../../lib/generate-password.js';
import { badRequest, conflict, HttpError } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/password.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import type { Principal } from '../auth/current-user.js';
import type { AuthStore } from '../auth/store/auth-store.js';
import { assertHoldsEveryMenuOf } from '../roles/role-grants.js';
import { assertUserLevel, levelOf, levelsOfUsers, strongestLevelOfRoles } from '../roles/role-level.js';
import { sysUsersRoles } from '../roles/role.table.js';
import { getUser, USER_NOT_FOUND } from './user-record.js';
import {
  assertKeepsAccess,
  assertKeepsOwnRoles,
  assertRolesFitAccount,
  assertTypeChange,
  CANNOT_DELETE_SELF,
  CANNOT_DELETE_SUPER_ADMIN,
} from './user-rules.js';

export const USER_IN_USE = '该用户仍有关联数据，无法删除，可改为禁用';

const roleIdsOf = (body: { roles: { id: number }[] }) => [...new Set(body.roles.map((r) => r.id))];

/**
 * The caller may hand out only roles no stronger than its own strongest one, and only roles whose
 * every menu and button it holds itself; `kept` are roles the account has already (not handed out).
 */
async function assertCanAssign(
  db: Db,
  principal: Principal,
  roleIds: number[],
  kept: number[] = [],
): Promise<number> {
  const mine = await levelOf(db, principal);
  assertUserLevel(mine, await strongestLevelOfRoles(db, roleIds));
  await assertHoldsEveryMenuOf(
    db,
    principal,
    roleIds.filter((id) => !kept.includes(id)),
  );
  return mine;
}

/**
 * Creates a user with the password the admin chose or, without one, a generated one that this
 * answer carries once (`initialPassword`) and nothing stores in clear.
 */
export async function createUser(db: Db, principal: Principal, body: UserCreateBody): Promise<CreatedUser> {
  const roleIds = roleIdsOf(body);
  assertRolesFitAccount(body.role, roleIds);
  await assertCanAssign(db, principal, roleIds);
  const generated = body.password ? undefined : generatePassword();
  const passwordHash = await hashPassword(body.password || generated!);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sysUser)
      .values({
        username: body.username,
        nickName: body.nickName,
        passwordHash,
        role: body.role,
        email: body.email || null,
        phone: body.phone || null,
        gender: body.gender ?? null,
        enabled: body.enabled,
        createBy: principal.username,
        updateBy: principal.username,
      })
      // Any unique clash here is the username's (unique regardless of case).
      .onConflictDoNothing()
      .returning({ id: sysUser.id });
    if (!row) throw conflict(USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
    if (roleIds.length > 0)
      await tx.insert(sysUsersRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
    return row.id;
  });
  const user = await getUser(db, id);
  return generated ? { ...user, initialPassword: generated } : user;
}

/**
 * Edits a user no stronger than the caller, with roles no stronger than the caller's and none
 * beyond its own permissions; nobody changes its own roles, and only the super admin an account's
 * type. Disabling signs the user out everywhere at once (the auth hook would refuse the next
 * request anyway).
 */
export async function updateUser(
  db: Db,
  store: AuthStore,
  principal: Principal,
  body: UserUpdateBody,
): Promise<User> {
  const target = await getUser(db, body.id);
  const roleIds = roleIdsOf(body);
  assertRolesFitAccount(body.role, roleIds);
  assertKeepsAccess(principal.id, target, body);
  const current = target.roles.map((r) => r.id);
  assertKeepsOwnRoles(principal.id, target.id, current, roleIds);
  assertTypeChange(principal.isAdmin, target, body.role);
  const mine = await assertCanAssign(db, principal, roleIds, current);
  assertUserLevel(mine, (await levelsOfUsers(db, [target.id])).get(target.id)!);
  await db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({
        nickName: body.nickName,
        role: body.role,
        email: body.email || null,
        phone: body.phone || null,
        gender: body.gender ?? null,
        enabled: body.enabled,
        updateBy: principal.username,
        updateTime: sql`now()`,
      })
      .where(eq(sysUser.id, target.id));
    await tx.delete(sysUsersRoles).where(eq(sysUsersRoles.userId, target.id));
    if (roleIds.length > 0)
      await tx.insert(sysUsersRoles).values(roleIds.map((roleId) => ({ userId: target.id, roleId })));
  });
  if (target.enabled && !body.enabled) await store.revokeUserSessions(target.id);
  return getUser(db, target.id);
}

/**
 * The users must all exist and be within the caller's reach (the caller itself is refused by the
 * callers first); `refuse` runs before the level check so its clearer message wins.
 */
export async function assertCanManage(
  db: Db,
  principal: Principal,
  ids: number[],
  refuse?: (target: { isAdmin: boolean }) => HttpError | undefined,
) {
  const targets = await db
    .select({ id: sysUser.id, username: sysUser.username, isAdmin: sysUser.isAdmin })
    .from(sysUser)
    .where(inArray(sysUser.id, ids));
  if (targets.length !== new Set(ids).size) throw badRequest(USER_NOT_FOUND);
  for (const t of targets) {
    const refusal = refuse?.(t);
    if (refusal) throw refusal;
  }
  const mine = await levelOf(db, principal);
  const levels = await levelsOfUsers(db, ids);
  for (const t of targets) assertUserLevel(mine, levels.get(t.id)!);
  return targets;
}

export async function deleteUsers(
  db: Db,
  store: AuthStore,
  principal: Principal,
  ids: number[],
): Promise<void> {
  if (ids.includes(principal.id)) throw badRequest(CANNOT_DELETE_SELF);
  await assertCanManage(db, principal, ids, (t) =>
    t.isAdmin ? new HttpError(403, CANNOT_DELETE_SUPER_ADMIN) : undefined,
  );
  try {
    await db.delete(sysUser).where(inArray(sysUser.id, ids));
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(USER_IN_USE);
    throw err;
  }
  // Sessions in the database go with the rows; those in Redis are revoked here.
  for (const id of ids) await store.revokeUserSessions(id);
}
