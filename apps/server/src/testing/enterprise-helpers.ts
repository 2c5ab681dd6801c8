import type { FastifyInstance } from 'fastify';

import { bearer, signIn } from './auth-helpers.js';

/**
 * A second enterprise: registered through `auth/register` (role 2) and verified by the admin
 * through the back office, as a real one would be. Returns its owner's token and its id.
 */
export async function registerVerifiedEnterprise(
  app: FastifyInstance,
  opts: { username: string; name: string; creditCode: string; password?: string },
) {
  const password = opts.password ?? 'other2026pw';
  const registered = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: {
      username: opts.username,
      password,
      role: 2,
      enterprise: { name: opts.name, creditCode: opts.creditCode },
    },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const token = await signIn(app, opts.username, password);
  const id = await enterpriseIdOf(app, token);
  const admin = await signIn(app, 'admin');
  const verified = await app.inject({
    method: 'PUT',
    url: `/api/enterprise/${id}/verify`,
    headers: bearer(admin),
    payload: { approved: true },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { token, id };
}

/** The enterprise of an enterprise or staff account's session. */
export async function enterpriseIdOf(app: FastifyInstance, token: string): Promise<number> {
  const info = await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) });
  return info.json<{ enterprise: { id: number } }>().enterprise.id;
}
