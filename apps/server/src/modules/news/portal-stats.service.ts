import type { PortalStats } from '@coalsim/contract';
import { count, countDistinct, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise, sysUser } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';
import { news } from './news.table.js';

export async function portalStats(db: Db): Promise<PortalStats> {
  const [softs, enterprises, users, items] = await Promise.all([
    db
      .select({ n: count(), vendors: countDistinct(soft.enterpriseId) })
      .from(soft)
      .where(eq(soft.status, 'published')),
    // Verified only: a registration awaiting review (or refused) is not an enterprise on the platform.
    db.select({ n: count() }).from(enterprise).where(eq(enterprise.status, 'verified')),
    db.select({ n: count() }).from(sysUser).where(isNull(sysUser.cancelledAt)),
    db.select({ n: count() }).from(news).where(eq(news.status, 'published')),
  ]);
  return {
    softCount: softs[0]?.n ?? 0,
    vendorCount: softs[0]?.vendors ?? 0,
    enterpriseCount: enterprises[0]?.n ?? 0,
    userCount: users[0]?.n ?? 0,
    newsCount: items[0]?.n ?? 0,
  };
}
