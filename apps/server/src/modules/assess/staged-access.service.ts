import type { AccessQuery, StagedAccess } from '@coalsim/contract';
import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { orderByOf } from '../../lib/list-query.js';
import { countAccessRecords, loadAccessRecords, NEWEST_FIRST } from '../access/access-record.js';
import { softAccess } from '../access/access.table.js';

/** Every vendor's applications for staff to pick from (`status=submitted`: waiting to be assessed). */
export async function listStagedAccess(db: Db, query: AccessQuery) {
  const where = and(
    query.status ? eq(softAccess.status, query.status) : undefined,
    query.softId ? eq(softAccess.softId, query.softId) : undefined,
  );
  const order = orderByOf(
    query.sort,
    { id: softAccess.id, submittedAt: softAccess.submittedAt },
    NEWEST_FIRST,
    softAccess.id,
  );
  const [records, totalElements] = await Promise.all([
    loadAccessRecords(db, where, { limit: query.size, offset: query.page * query.size }, order),
    countAccessRecords(db, where),
  ]);
  const ids = records.map((r) => r.id);
  const vendors = ids.length
    ? await db
        .select({ accessId: softAccess.id, id: enterprise.id, name: enterprise.name })
        .from(softAccess)
        .innerJoin(enterprise, eq(enterprise.id, softAccess.enterpriseId))
        .where(inArray(softAccess.id, ids))
    : [];
  const content = records.map((r): StagedAccess => {
    const vendor = vendors.find((v) => v.accessId === r.id)!;
    return { ...r, vendor: { id: vendor.id, name: vendor.name } };
  });
  return { content, totalElements };
}
