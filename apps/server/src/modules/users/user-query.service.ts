import type { UserQuery } from '@coalsim/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import { blurryMatch, orderByOf, withinRange } from '../../lib/list-query.js';
import { EXPORT_LIMIT } from '../../lib/xlsx.js';
import { sysUsersRoles } from '../roles/role.table.js';
import { selectUsers, withRoles } from './user-record.js';

function filtersOf(db: Db, query: UserQuery): SQL | undefined {
  return and(
    blurryMatch([sysUser.username, sysUser.nickName, sysUser.email, sysUser.phone], query.blurry),
    query.enabled === undefined ? undefined : eq(sysUser.enabled, query.enabled),
    withinRange(sysUser.createTime, query.createTime),
    query.role === undefined ? undefined : eq(sysUser.role, query.role),
    query.roleId === undefined
      ? undefined
      : inArray(
          sysUser.id,
          db
            .select({ id: sysUsersRoles.userId })
            .from(sysUsersRoles)
            .where(eq(sysUsersRoles.roleId, query.roleId)),
        ),
  );
}

function orderOf(query: UserQuery) {
  const columns = {
    id: sysUser.id,
    username: sysUser.username,
    nickName: sysUser.nickName,
    enabled: sysUser.enabled,
    role: sysUser.role,
    createTime: sysUser.createTime,
  };
  return orderByOf(query.sort, columns, [desc(sysUser.createTime)], sysUser.id);
}

export async function listUsers(db: Db, query: UserQuery) {
  const where = filtersOf(db, query);
  const [rows, [total]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(sysUser).where(where),
  ]);
  return { content: await withRoles(db, rows), totalElements: total?.n ?? 0 };
}

export async function usersForExport(db: Db, query: UserQuery) {
  return withRoles(
    db,
    await selectUsers(db)
      .where(filtersOf(db, query))
      .orderBy(...orderOf(query))
      .limit(EXPORT_LIMIT),
  );
}
