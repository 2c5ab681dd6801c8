import { count, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysMenu } from './menu.table.js';

/** A database handle or an open transaction: both run the same queries. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The given menus and every menu below them, in one recursive query. */
export async function subtreeIds(db: Queryable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE tree AS (
      SELECT id FROM sys_menu WHERE id IN (${list})
      UNION
      SELECT m.id FROM sys_menu m JOIN tree t ON m.pid = t.id
    )
    SELECT id FROM tree`);
  return result.rows.map((r) => Number(r.id));
}

/** Stores the real number of children, so `hasChildren` never lies after a write. */
export async function recountChildren(db: Queryable, pid: number | null): Promise<void> {
  if (pid === null) return;
  const [row] = await db.select({ n: count() }).from(sysMenu).where(eq(sysMenu.pid, pid));
  await db
    .update(sysMenu)
    .set({ subCount: row?.n ?? 0 })
    .where(eq(sysMenu.id, pid));
}
