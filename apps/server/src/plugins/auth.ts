import { type EndpointAccess, SUPER_ADMIN } from '@coalsim/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { HttpError } from '../lib/http-error.js';
import { loadPrincipal, type Principal } from '../modules/auth/current-user.js';
import type { AuthStore, SessionRecord } from '../modules/auth/store/auth-store.js';
import { hashToken, RENEW_WITHIN_MS, SESSION_TTL_MS, tokenFromHeader } from '../modules/auth/tokens.js';

export const NOT_SIGNED_IN = '登录状态已过期，请重新登录';
export const FORBIDDEN = '无权限访问该资源';

declare module 'fastify' {
  interface FastifyInstance {
    authStore: AuthStore;
  }
  interface FastifyRequest {
    session: SessionRecord | null;
    principal: Principal | null;
  }
}

/** The signed-in caller; only for routes whose endpoint requires signing in. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new HttpError(401, NOT_SIGNED_IN);
  return request.principal;
}

export function sessionOf(request: FastifyRequest): SessionRecord {
  if (!request.session) throw new HttpError(401, NOT_SIGNED_IN);
  return request.session;
}

/** Passes for the super admin or any listed permission; an empty list never passes. */
export function hasPermission(granted: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return false;
  return granted.includes(SUPER_ADMIN) || required.some((p) => granted.includes(p));
}

/**
 * Who is calling, and may they? Runs before the body is read, so that a caller without the right
 * gets 401/403 without the server parsing what it sent. Every API route states its access in the
 * contract; only the static SPA's routes have no endpoint, and they are public.
 */
async function authPlugin(app: FastifyInstance, opts: { store: AuthStore }) {
  app.decorate('authStore', opts.store);
  app.decorateRequest('session', null);
  app.decorateRequest('principal', null);

  async function authenticate(request: FastifyRequest, access: EndpointAccess): Promise<void> {
    const token = tokenFromHeader(request.headers.authorization);
    const session = token ? await opts.store.findSession(hashToken(token)) : undefined;
    if (session) {
      const principal = await app.caches.principals.get(session.userId, () =>
        loadPrincipal(app.db, session.userId),
      );
      if (principal) {
        request.session = session;
        request.principal = principal;
        if (session.expiresAt.getTime() - Date.now() <= RENEW_WITHIN_MS) {
          await opts.store.extendSession(session, new Date(Date.now() + SESSION_TTL_MS));
        }
      } else {
        // Disabled or deleted since signing in.
        await opts.store.revokeSession(session.tokenHash);
      }
    }
    if (access === 'public') return;
    if (!request.principal) throw new HttpError(401, NOT_SIGNED_IN);
    if (access === 'signed-in') return;
    const allowed =
      access === 'staff'
        ? request.principal.role === 1
        : hasPermission(request.principal.permissions, access.permissions);
    if (!allowed) throw new HttpError(403, FORBIDDEN);
  }

  // A callback hook rather than an async one, so that an anonymous call of a public route, the
  // portal's usual request, costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.endpoint?.access ?? 'public';
    if (access === 'public' && !request.headers.authorization) return done();
    authenticate(request, access).then(() => done(), done);
  });

  app.addHook('onClose', () => opts.store.close());
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', 'caches'] });
