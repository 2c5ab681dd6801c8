import type { Endpoint } from '@coalsim/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import {
  all,
  backOffice,
  forEnterprises,
  forWorkers,
  permissionsOf,
  staffOrEnterprise,
} from '../testing/access-groups.js';
import { createStaff, signIn } from '../testing/auth-helpers.js';
import { buildTestApp } from '../testing/build-test-app.js';
import { endpointSamples, type Sample } from '../testing/endpoint-samples.js';
import { generatorSamples } from '../testing/generator-samples.js';
import { succeedingRestoreSamples } from '../testing/restore-samples.js';
import { startS3Server } from '../testing/s3-server.js';

const served = new Set(
  [...backOffice, ...forEnterprises, ...staffOrEnterprise, ...forWorkers].map(([n]) => n),
);

/**
 * The access matrix's other half (access-matrix.test.ts refuses the wrong callers): each endpoint's
 * realistic call, as a caller it is for, must get its 2xx. "Not 401 or 403" counted a 404 as let
 * through, so a route that answered 404 to everyone passed.
 */
describe('access matrix: the caller an endpoint is for gets its 2xx', async () => {
  // S3 and the job runner on, or the S3 upload and 立即执行 answer 409 by design.
  const { app, db } = await buildTestApp({ jobs: true, s3: await startS3Server() });
  const admin = await signIn(app, 'admin');
  const tokens = { admin, worker: await signIn(app, 'worker'), enterprise: await signIn(app, 'enterprise') };
  await createStaff(db, 'powerless', ['not:a:real:permission']);
  const staffWithout = await signIn(app, 'powerless', 'staff2026pw');
  const samples: Record<string, Sample[]> = {
    ...(await endpointSamples(app, db, tokens)),
    ...(await generatorSamples(app, { admin })),
  };
  // Real restores replace the database with a backup taken now: last, so nothing runs after them.
  const restores: Record<string, Sample[]> = await succeedingRestoreSamples(app, { admin });
  const order = [...Object.keys(samples).filter((n) => !restores[n]), ...Object.keys(restores)];

  /** Who sends the call: for the back office, staff holding exactly what the endpoint asks. */
  const callersOf = async (name: string, e: Endpoint, sample: Sample) => {
    if (permissionsOf(e) !== undefined || e.access === 'staff') {
      // The demo accounts' password, so that a body that types the caller's password again
      // (written for admin) holds for this account too.
      await createStaff(db, `granted${name}`, permissionsOf(e) ?? [], '123456');
      return [await signIn(app, `granted${name}`, '123456')];
    }
    if (e.access === 'staff-or-enterprise') return [tokens.enterprise, staffWithout];
    // Enterprise and worker endpoints: the sample's own caller (e.g. a rejected enterprise, for
    // 重新提交); the other half has shown that anyone else is refused.
    return [(sample.headers as Record<string, string>).authorization!];
  };

  it('has a realistic call for every endpoint it serves', () => {
    expect([...served].filter((name) => !samples[name]?.length)).toEqual([]);
  });

  // SQL 监控 needs pg_stat_statements loaded by the database server: the embedded one always
  // loads it; an external one may not (Debian's default), and then 重置统计 answers its 409 saying
  // how to enable it — still the handler's own answer, checked as such.
  const statementStats = await db
    .execute(sql`SELECT 1 FROM pg_stat_statements LIMIT 1`)
    .then(() => true)
    .catch(() => false);
  const refusedByInstallation = (name: string, status: number, body: string) =>
    name === 'resetSqlStats' && !statementStats && status === 409 && body.includes('pg_stat_statements');

  it.each(order.filter((name) => served.has(name)))('%s: 2xx for the caller it is for', async (name) => {
    const e = all.find(([n]) => n === name)![1];
    const sample = (restores[name] ?? samples[name])![0]!;
    for (const token of await callersOf(name, e, sample)) {
      const res = await app.inject({
        ...sample,
        headers: { ...sample.headers, authorization: token },
      } as InjectOptions);
      const what = `${sample.method} ${sample.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      if (refusedByInstallation(name, res.statusCode, res.body)) continue;
      expect(res.statusCode >= 200 && res.statusCode < 300, what).toBe(true);
    }
  });
});
