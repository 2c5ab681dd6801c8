import type { ManagedSoft, SoftStatus } from '@coalsim/contract';
import { eq, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { soft } from '../../db/tables/soft.table.js';

/**
 * A software in any status with its vendor, as its vendor (软件上架) and platform staff (软件管理)
 * see it. Select with `managedSoftColumns` from `soft` inner-joined with `enterprise` on
 * `soft.enterpriseId`, then map with `toManagedSoft`.
 */
export const managedSoftColumns = {
  id: soft.id,
  name: soft.name,
  category: soft.category,
  summary: soft.summary,
  description: soft.description,
  version: soft.version,
  cover: soft.cover,
  screenshots: soft.screenshots,
  launchUrl: soft.launchUrl,
  deviceTypes: soft.deviceTypes,
  status: soft.status,
  statusReason: soft.statusReason,
  viewCount: soft.viewCount,
  likeCount: soft.likeCount,
  collectCount: soft.collectCount,
  publishedAt: soft.publishedAt,
  createTime: soft.createTime,
  updateTime: soft.updateTime,
  vendorId: enterprise.id,
  vendorName: enterprise.name,
};

export type ManagedSoftRow = Awaited<ReturnType<ReturnType<typeof selectManagedSoft>['execute']>>[number];

export function toManagedSoft({ vendorId, vendorName, ...row }: ManagedSoftRow): ManagedSoft {
  return {
    ...row,
    status: row.status as SoftStatus,
    vendor: { id: vendorId, name: vendorName },
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}

/** `soft` with its vendor: the caller adds WHERE, ORDER BY and paging. */
export function selectManagedSoft(db: Db) {
  return db.select(managedSoftColumns).from(soft).innerJoin(enterprise, eq(enterprise.id, soft.enterpriseId));
}

/** The first software matching `where` (e.g. id and, for a vendor, its enterprise), or undefined. */
export async function loadManagedSoft(db: Db, where: SQL | undefined): Promise<ManagedSoft | undefined> {
  const [row] = await selectManagedSoft(db).where(where).limit(1);
  return row ? toManagedSoft(row) : undefined;
}
