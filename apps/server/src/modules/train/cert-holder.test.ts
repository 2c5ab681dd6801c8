import type { CertCheck } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { entWorker } from '../org/org.table.js';
import { trainCert } from './train.table.js';

/** Who reads the whole name on a certificate: its holder and its enterprise; anyone else a mask. */
describe('证书查验: the holder’s name', async () => {
  const { app, db } = await buildTestApp();
  // 李明 (the demo `worker`) holds a certificate of the demo enterprise's finished plan.
  const [held] = await db
    .select({ code: trainCert.code })
    .from(trainCert)
    .innerJoin(entWorker, eq(entWorker.id, trainCert.workerId))
    .where(eq(entWorker.name, '李明'));
  const check = async (token?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/portal/cert/${held!.code}`,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CertCheck>();
  };

  it('is whole for the holder, who prints it, and for the enterprise that issued it', async () => {
    expect(await check(await signIn(app, 'worker'))).toMatchObject({ workerName: '李明', nameMasked: false });
    expect(await check(await signIn(app, 'enterprise'))).toMatchObject({
      workerName: '李明',
      nameMasked: false,
    });
  });

  it('is masked for a visitor, platform staff and another enterprise', async () => {
    const other = await registerVerifiedEnterprise(app, {
      username: 'certreader',
      name: '别家煤业',
      creditCode: '91140200MA0K000B2T',
    });
    for (const token of [undefined, await signIn(app, 'admin'), other.token]) {
      expect(await check(token)).toMatchObject({ workerName: '李*', nameMasked: true });
    }
  });
});
