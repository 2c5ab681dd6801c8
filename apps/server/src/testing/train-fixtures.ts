import type { Access, AccessKeys, Page, Worker } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';

import { bearer } from './auth-helpers.js';

/**
 * The demo enterprise as a vendor with keys: its published software's passed application gets
 * an app key and secret through 考核中心, as a vendor would. Also its credit code and staff.
 */
export async function demoVendorKeys(app: FastifyInstance, enterpriseToken: string) {
  const as = { headers: bearer(enterpriseToken) };
  const access = await app.inject({ method: 'GET', url: '/api/center/access?size=50', ...as });
  const passed = access.json<Page<Access>>().content.find((a) => a.status === 'passed');
  if (!passed) throw new Error('the demo data has no passed application');
  const keys = await app.inject({ method: 'POST', url: `/api/center/access/${passed.id}/keys`, ...as });
  if (keys.statusCode !== 201) throw new Error(`keys failed: ${keys.body}`);
  const { appKey, appSecret } = keys.json<AccessKeys>();
  const company = await app.inject({ method: 'GET', url: '/api/center/company', ...as });
  const creditCode = company.json<{ creditCode: string }>().creditCode;
  const staff = await app.inject({
    method: 'GET',
    url: '/api/center/worker?size=50&status=active&sort=employeeNo,asc',
    ...as,
  });
  return {
    appKey,
    appSecret,
    softId: passed.soft.id,
    accessId: passed.id,
    creditCode,
    workers: staff.json<Page<Worker>>().content,
  };
}

/** A signed open-API call through the reference client, injected. */
export function injectSigned(
  app: FastifyInstance,
  signed: { body: string; headers: Record<string, string> },
  path = '/api/open/v1/records',
) {
  return app.inject({ method: 'POST', url: path, headers: signed.headers, payload: signed.body });
}
