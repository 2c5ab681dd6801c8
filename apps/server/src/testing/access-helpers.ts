import type { Access, ManagedSoft } from '@coalsim/contract';
import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/database.js';
import { settleAccess, startAssessing } from '../modules/access/access-transitions.js';
import { bearer } from './auth-helpers.js';

/** What a vendor fills in for a new software; override any field. */
export const softFields = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  category: 'mining',
  summary: `${name}的简介`,
  description: `<p>${name}的介绍</p>`,
  version: '1.0.0',
  cover: null,
  screenshots: [],
  launchUrl: 'https://sim.example.cn/app',
  deviceTypes: ['desktop'],
  ...extra,
});

/** A new draft of the enterprise behind `token`, then submitted: its software and application. */
export async function submitNewSoft(app: FastifyInstance, token: string, name: string) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/center/soft',
    headers: bearer(token),
    payload: softFields(name),
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const soft = created.json<ManagedSoft>();
  const submitted = await app.inject({
    method: 'POST',
    url: `/api/center/soft/${soft.id}/submit`,
    headers: bearer(token),
  });
  if (submitted.statusCode !== 201) throw new Error(`submit failed: ${submitted.body}`);
  return { soft, access: submitted.json<Access>() };
}

/**
 * Decides an application as an assessment would, without the assess module: submitted →
 * assessing → passed (published, with the vendor's own grant) or rejected.
 */
export async function decideApplication(db: Db, accessId: number, passed = true, comment = '同意接入') {
  const now = new Date();
  await startAssessing(db, accessId, now);
  await settleAccess(db, accessId, { passed, comment, now });
}
