import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/**
 * The one way a service reaches enterprise-owned rows. A route of an endpoint the contract marks
 * `enterpriseScoped` passes `scopeOf(request)` down; services filter and stamp rows through it and
 * never take an enterprise id from the client. Chosen over PostgreSQL row-level security because
 * RLS needs a transaction per request to carry the setting on a pooled connection (a round trip on
 * every read), and the ownership matrix proves this helper's use for every scoped endpoint anyway.
 */
declare const made: unique symbol;
export interface EnterpriseScope {
  /** Only enterpriseScope() makes one: an object literal with an id does not type-check. */
  readonly [made]: true;
  readonly enterpriseId: number;
  /** `table.enterprise_id = <caller's>` AND the other conditions. */
  where(table: { enterpriseId: AnyColumn }, ...conditions: (SQL | undefined)[]): SQL;
  /** Values to insert, owned by the caller's enterprise whatever they said. */
  stamp<T extends object>(values: T): T & { enterpriseId: number };
}

/**
 * The scope of one enterprise. Call sites are few and greppable: scopeOf(request), the platform's
 * own pages on an enterprise (enterprise/routes.ts) and the open API's resolved trainees.
 */
export function enterpriseScope(enterpriseId: number): EnterpriseScope {
  const scope: Omit<EnterpriseScope, typeof made> = {
    enterpriseId,
    where: (table, ...conditions) => and(eq(table.enterpriseId, enterpriseId), ...conditions)!,
    stamp: (values) => ({ ...values, enterpriseId }),
  };
  return scope as EnterpriseScope;
}

/**
 * The caller's scope. The auth hook has already refused callers without an enterprise for these
 * endpoints, so a missing one here is a route wired to the wrong endpoint: a bug, not a 4xx.
 */
export function scopeOf(request: FastifyRequest): EnterpriseScope {
  const endpoint = request.routeOptions.config.endpoint;
  const enterpriseId = request.principal?.enterpriseId;
  if (!endpoint?.enterpriseScoped || enterpriseId == null) {
    throw new Error(`scopeOf called on ${request.method} ${request.url} without an enterprise scope`);
  }
  return enterpriseScope(enterpriseId);
}
