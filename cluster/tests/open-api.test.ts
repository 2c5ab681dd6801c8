import { beforeAll, describe as suite, expect, it } from 'vitest';

import { RECORDS_PATH, signRequest, simulatedSession } from '../../tools/open-api-client.mjs';
import { Api, describe } from '../support/api.js';
import { clientIp, instanceUrl, rounds } from '../support/context.js';
import { signIn } from '../support/session.js';

const REUSED_NONCE = '该 X-Nonce 已使用过，请为每次请求生成新的随机值';

interface Vendor {
  appKey: string;
  appSecret: string;
  creditCode: string;
  employeeNo: string;
}

let vendor: Vendor;

/** The demo enterprise as a vendor: keys for its passed application, issued on instance 1. */
beforeAll(async () => {
  const enterprise = await signIn(new Api(instanceUrl(1), undefined, await clientIp()), 'enterprise');
  const access = await enterprise.get<{ content: { id: number; status: string }[] }>(
    '/api/center/access?size=50',
  );
  const passed = access.body.content.find((a) => a.status === 'passed');
  if (!passed) throw new Error('the demo enterprise has no passed application');
  const keys = await enterprise.post<{ appKey: string; appSecret: string }>(
    `/api/center/access/${passed.id}/keys`,
  );
  expect(keys.status, describe(keys)).toBeLessThan(300);
  const company = await enterprise.get<{ creditCode: string }>('/api/center/company');
  const staff = await enterprise.get<{ content: { employeeNo: string }[] }>(
    '/api/center/worker?size=1&status=active',
  );
  vendor = {
    appKey: keys.body.appKey,
    appSecret: keys.body.appSecret,
    creditCode: company.body.creditCode,
    employeeNo: staff.body.content[0]!.employeeNo,
  };
});

/** A signed request sent as simulation software sends it (tools/open-api-client.mjs). */
const post = (base: string, signed: { body: string; headers: Record<string, string> }) =>
  fetch(`${base}${RECORDS_PATH}`, { method: 'POST', headers: signed.headers, body: signed.body }).then(
    async (res) => ({ status: res.status, body: (await res.json()) as { message?: string } }),
  );

suite.each(rounds())('open-API nonces across instances, round %i', () => {
  it('a signed report accepted by one instance is refused when replayed to the others', async () => {
    const session = simulatedSession({
      creditCode: vendor.creditCode,
      employeeNo: vendor.employeeNo,
      startTime: Date.now() - 3_600_000,
    });
    const signed = signRequest({
      appKey: vendor.appKey,
      appSecret: vendor.appSecret,
      payload: { records: [session] },
    });
    const first = await post(instanceUrl(2), signed);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    for (const n of [3, 1]) {
      const replay = await post(instanceUrl(n), signed);
      expect(replay.status, `replayed to instance ${n}`).toBe(401);
      expect(replay.body.message).toBe(REUSED_NONCE);
    }
  });
});
