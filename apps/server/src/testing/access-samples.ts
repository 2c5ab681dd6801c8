import { and, eq, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';

import type { Db } from '../db/database.js';
import { enterprise } from '../db/tables/account.table.js';
import { soft } from '../db/tables/soft.table.js';
import { softAccess, softGrant } from '../modules/access/access.table.js';
import { DEMO_SOFT } from '../seed/demo/demo-soft.js';
import { DEMO_ACCESS_SOFT } from '../seed/demo/seed-access.js';
import { softFields } from './access-helpers.js';
import { bearer } from './auth-helpers.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/**
 * One realistic call per 应用管理 and 考核中心 endpoint (the vendor's software, applications and
 * keys, 申请使用 and its approval) for the no-secrets scan, against the demo enterprise's data.
 * The key sample issues a real secret: the scan checks that only that answer holds it.
 */
export async function accessSamples(db: Db, tokens: { enterprise: string }) {
  const headers = bearer(tokens.enterprise);
  const [company] = await db.select().from(enterprise).where(eq(enterprise.name, '示例煤业集团'));
  if (!company) throw new Error('demo data has no 示例煤业集团');
  const mine = async (name: string) => {
    const [row] = await db
      .select({ id: soft.id, updateTime: soft.updateTime })
      .from(soft)
      .where(and(eq(soft.enterpriseId, company.id), eq(soft.name, name)));
    if (!row) throw new Error(`demo data has no software ${name}`);
    return row;
  };
  const draft = await mine(DEMO_ACCESS_SOFT.draft);
  const rejected = await mine(DEMO_ACCESS_SOFT.rejected);
  const published = await mine(DEMO_ACCESS_SOFT.published);
  const [passed] = await db
    .select({ id: softAccess.id })
    .from(softAccess)
    .where(and(eq(softAccess.softId, published.id), eq(softAccess.status, 'passed')));
  const [request] = await db
    .select({ id: softGrant.id })
    .from(softGrant)
    .where(
      and(
        eq(softGrant.softId, published.id),
        ne(softGrant.enterpriseId, company.id),
        eq(softGrant.status, 'pending'),
      ),
    );
  const [wanted] = await db.select({ id: soft.id }).from(soft).where(eq(soft.name, DEMO_SOFT[5]!.name));
  if (!passed || !request || !wanted) throw new Error('demo data lacks the access samples’ rows');

  return {
    listMySoft: [{ method: 'GET', url: '/api/center/soft?status=draft&blurry=演练', headers }],
    getMySoft: [{ method: 'GET', url: `/api/center/soft/${draft.id}`, headers }],
    createMySoft: [{ method: 'POST', url: '/api/center/soft', headers, payload: softFields('扫描用软件') }],
    updateMySoft: [
      {
        method: 'PUT',
        url: '/api/center/soft',
        headers,
        payload: {
          ...softFields('扫描用软件（修改）'),
          id: rejected.id,
          updateTime: rejected.updateTime.toISOString(),
        },
      },
    ],
    submitMySoft: [{ method: 'POST', url: `/api/center/soft/${draft.id}/submit`, headers }],
    deleteMySoft: [{ method: 'DELETE', url: '/api/center/soft', headers, payload: [rejected.id] }],
    listMyAccess: [{ method: 'GET', url: '/api/center/access?status=passed', headers }],
    issueAccessKeys: [{ method: 'POST', url: `/api/center/access/${passed.id}/keys`, headers }],
    listMyGrants: [{ method: 'GET', url: '/api/center/grant?size=50', headers }],
    requestGrant: [{ method: 'POST', url: '/api/center/grant', headers, payload: { softId: wanted.id } }],
    listGrantRequests: [{ method: 'GET', url: '/api/center/grant/requests?status=pending', headers }],
    decideGrant: [
      {
        method: 'PUT',
        url: `/api/center/grant/${request.id}`,
        headers,
        payload: { approved: true, seats: 10, validUntil: null },
      },
    ],
  } satisfies Record<string, Sample[]>;
}
