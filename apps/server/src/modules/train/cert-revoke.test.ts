import type { CertCheck, TrainPlanDetail } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { CERT_ALREADY_REVOKED } from './cert-revoke.js';
import { CERT_NOT_FOUND } from './my-training.service.js';
import { trainCert } from './train.table.js';

describe('撤销证书', async () => {
  const { app, db } = await buildTestApp();
  const enterprise = await signIn(app, 'enterprise');
  const [cert] = await db.select().from(trainCert).limit(1);
  const revoke = (token: string, reason = '复核发现上报记录存疑') =>
    app.inject({
      method: 'POST',
      url: `/api/train/plan/${cert!.planId}/cert/revoke`,
      headers: bearer(token),
      payload: { workerId: cert!.workerId, reason },
    });
  const check = async () =>
    (await app.inject({ method: 'GET', url: `/api/portal/cert/${cert!.code}` })).json<
      CertCheck & { revokeReason?: unknown }
    >();

  it('is refused to another enterprise as if the certificate did not exist, and needs a reason', async () => {
    const other = await registerVerifiedEnterprise(app, {
      username: 'revoker',
      name: '别家煤业',
      creditCode: '91140200MA0K000B2T',
    });
    const foreign = await revoke(other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe(CERT_NOT_FOUND);
    expect((await revoke(enterprise, '  ')).statusCode).toBe(400);
    expect(await check()).toMatchObject({ valid: true, revokedAt: null });
  });

  it('withdraws the certificate once: the public check says revoked without the reason, the plan shows both', async () => {
    expect((await revoke(enterprise)).statusCode).toBe(200);
    const publicView = await check();
    expect(publicView).toMatchObject({ valid: false, revokedAt: expect.any(String) });
    expect(publicView.revokeReason).toBeUndefined();
    expect(JSON.stringify(publicView)).not.toContain('存疑');

    const again = await revoke(enterprise, '另一个原因');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(CERT_ALREADY_REVOKED);

    const plan = await app.inject({
      method: 'GET',
      url: `/api/train/plan/${cert!.planId}`,
      headers: bearer(enterprise),
    });
    const trainee = plan.json<TrainPlanDetail>().trainees.find((t) => t.workerId === cert!.workerId);
    expect(trainee?.cert).toMatchObject({
      code: cert!.code,
      revokeReason: '复核发现上报记录存疑',
      expiring: false,
    });
    const [row] = await db.select().from(trainCert).where(eq(trainCert.id, cert!.id));
    expect(row).toMatchObject({ revokeReason: '复核发现上报记录存疑', updateBy: 'enterprise' });
  });
});
