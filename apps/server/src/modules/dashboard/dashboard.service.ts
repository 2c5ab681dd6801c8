import type { DashboardSummary } from '@coalsim/contract';
import { count, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise, sysUser } from '../../db/tables/account.table.js';
import type { AuthStore } from '../auth/store/auth-store.js';

export async function dashboardSummary(db: Db, store: AuthStore): Promise<DashboardSummary> {
  const [byType, enterprises, sessions, days] = await Promise.all([
    db
      .select({ role: sysUser.role, n: count() })
      .from(sysUser)
      .where(sql`${sysUser.cancelledAt} IS NULL`)
      .groupBy(sysUser.role),
    // Verified only: a registration awaiting review (or refused) is not an enterprise on the platform.
    db.select({ n: count() }).from(enterprise).where(eq(enterprise.status, 'verified')),
    store.listSessions(),
    db.execute<{ day: string; count: number }>(sql`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(u.id)::int AS count
      FROM generate_series(current_date - 29, current_date, interval '1 day') AS d(day)
      LEFT JOIN ${sysUser} u ON u.create_time >= d.day AND u.create_time < d.day + interval '1 day'
      GROUP BY d.day ORDER BY d.day`),
  ]);
  const of = (role: number) => byType.find((r) => r.role === role)?.n ?? 0;
  return {
    users: { total: of(1) + of(2) + of(3), staff: of(1), enterprise: of(2), individual: of(3) },
    enterprises: enterprises[0]?.n ?? 0,
    onlineSessions: sessions.length,
    registrations: days.rows.map((r) => ({ day: r.day, count: Number(r.count) })),
  };
}
