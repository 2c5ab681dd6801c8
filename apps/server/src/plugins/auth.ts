import { type EndpointAccess, SUPER_ADMIN } from '@coalsim/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { HttpError } from '../lib/http-error.js';
import { loadPrincipal, type Principal } from '../modules/auth/current-user.js';
import type { AuthStore, SessionRecord } from '../modules/auth/store/auth-store.js';
import type { SessionCachedStore } from '../modules/auth/store/cached-auth-store.js';
import {
  hashPresentedToken,
  RENEW_WITHIN_MS,
  SESSION_TTL_MS,
  tokenFromHeader,
} from '../modules/auth/tokens.js';

export const NOT_SIGNED_IN = '登录状态已过期，请重新登录';
export const FORBIDDEN = '无权限访问该资源';
export const ENTERPRISE_ONLY = '仅企业用户可以使用此功能，请使用企业账号登录';
export const ENTERPRISE_NOT_VERIFIED = '企业尚未通过平台认证，请在企业信息中完善资料并等待审核';
export const UNDECLARED_ROUTE = '该接口未登记，拒绝访问';
export const WORKER_ONLY = '仅企业员工账号可以使用此功能，请使用企业为您开通的员工账号登录';

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
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the SPA's static routes: public files with no contract entry. */
    staticAsset?: boolean;
  }
}

async function authPlugin(app: FastifyInstance, opts: { store: SessionCachedStore }) {
  app.decorate('authStore', opts.store);
  app.decorateRequest('session', null);
  app.decorateRequest('principal', null);

  function setCaller(request: FastifyRequest, session: SessionRecord, principal: Principal) {
    request.session = session;
    request.principal = principal;
  }

  const renewalDue = (session: SessionRecord) => session.expiresAt.getTime() - Date.now() <= RENEW_WITHIN_MS;

  /**
   * The caller from memory alone: true when the session cache and the principals answered (a
   * token without a live session included), false when the store or the database must be asked,
   * or the session is due for renewal.
   */
  function identifyFromMemory(request: FastifyRequest, tokenHash: string): boolean {
    const session = opts.store.knownSession(tokenHash);
    if (session === null) return true;
    if (!session || renewalDue(session)) return false;
    const principal = app.caches.principals.peek(session.userId);
    if (!principal) return false;
    setCaller(request, session, principal);
    return true;
  }

  async function identify(request: FastifyRequest, tokenHash: string): Promise<void> {
    const session = await opts.store.findSession(tokenHash);
    if (!session) return;
    const principal = await app.caches.principals.get(session.userId, () =>
      loadPrincipal(app.db, session.userId),
    );
    if (principal) {
      setCaller(request, session, principal);
      if (renewalDue(session)) {
        await opts.store.extendSession(session, new Date(Date.now() + SESSION_TTL_MS));
      }
    } else {
      // Disabled or deleted since signing in.
      await opts.store.revokeSession(session.tokenHash);
    }
  }

  function refusal(request: FastifyRequest, access: EndpointAccess): HttpError | undefined {
    // The open API's own plugin checks the app's signature or token (it needs the raw body), the
    // device-agent routes the device's secret.
    if (access === 'public' || access === 'app' || access === 'device') return undefined;
    const caller = request.principal;
    if (!caller) return new HttpError(401, NOT_SIGNED_IN);
    if (access === 'signed-in') return undefined;
    if (access === 'staff') return caller.role === 1 ? undefined : new HttpError(403, FORBIDDEN);
    if (access === 'staff-or-enterprise') {
      const allowed = caller.role === 1 || (caller.role === 2 && caller.enterpriseId !== null);
      return allowed ? undefined : new HttpError(403, FORBIDDEN);
    }
    if (access === 'worker') {
      return caller.role === 3 && caller.enterpriseId !== null ? undefined : new HttpError(403, WORKER_ONLY);
    }
    if ('permissions' in access) {
      // A permission string never makes a portal account staff: the back office is type 1 only.
      const held = access.every
        ? access.permissions.every((p) => hasPermission(caller.permissions, [p]))
        : hasPermission(caller.permissions, access.permissions);
      const allowed = caller.role === 1 && held;
      return allowed ? undefined : new HttpError(403, FORBIDDEN);
    }
    if (caller.role !== 2 || caller.enterpriseId === null) return new HttpError(403, ENTERPRISE_ONLY);
    if (access.enterprise === 'verified' && caller.enterpriseStatus !== 'verified') {
      return new HttpError(403, ENTERPRISE_NOT_VERIFIED);
    }
    return undefined;
  }

  /**
   * What the route asks of its caller. Deny by default: a route that the contract does not
   * describe is refused, unless it is one of the SPA's static files or no route matched at all
   * (the not-found handler answers that).
   */
  function accessOf(request: FastifyRequest): EndpointAccess | 'undeclared' {
    const config = request.routeOptions.config;
    if (config.endpoint) return config.endpoint.access;
    return config.staticAsset || request.is404 ? 'public' : 'undeclared';
  }

  // A callback hook rather than an async one: an anonymous call of a public route, the portal's
  // usual request, and a caller that memory knows, nearly every signed-in request, are answered
  // within the call, without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = accessOf(request);
    if (access === 'undeclared') return done(new HttpError(403, UNDECLARED_ROUTE));
    const header = request.headers.authorization;
    // A session is never an app's credential: it is not even looked at (nor does it lift the
    // open API's per-key rate limit, which spares signed-in callers).
    if (access === 'app' || access === 'device' || (access === 'public' && !header)) return done();
    const token = tokenFromHeader(header);
    const tokenHash = token ? hashPresentedToken(token) : undefined;
    if (!tokenHash || identifyFromMemory(request, tokenHash)) return done(refusal(request, access));
    identify(request, tokenHash).then(() => done(refusal(request, access)), done);
  });

  app.addHook('onClose', () => opts.store.close());
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', 'caches'] });
