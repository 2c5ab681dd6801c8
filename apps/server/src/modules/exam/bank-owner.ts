import { and, isNull, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import { scopeOf, type EnterpriseScope } from '../../lib/enterprise-scope.js';
import { principalOf } from '../../plugins/auth.js';

/**
 * Whose banks a call works on: the platform's (back office 题库管理, enterprise_id empty) or one
 * enterprise's, which also reads the platform's once verified. Every bank and question query goes
 * through `ownedBy` (rows it may change) or `readableBy` (rows it may read).
 */
export type BankOwner =
  | { platform: true; username: string }
  | { platform: false; username: string; scope: EnterpriseScope; verified: boolean };

type Owned = { enterpriseId: AnyColumn };

export function platformOwner(request: FastifyRequest): BankOwner {
  return { platform: true, username: principalOf(request).username };
}

export function enterpriseOwner(request: FastifyRequest): BankOwner {
  const principal = principalOf(request);
  return {
    platform: false,
    username: principal.username,
    scope: scopeOf(request),
    verified: principal.enterpriseStatus === 'verified',
  };
}

/** Rows the owner may change: its own. */
export function ownedBy(owner: BankOwner, table: Owned, ...conditions: (SQL | undefined)[]): SQL {
  if (owner.platform) return and(isNull(table.enterpriseId), ...conditions)!;
  return owner.scope.where(table, ...conditions);
}

/** Rows the owner may read: its own and, for a verified enterprise, the platform's. */
export function readableBy(owner: BankOwner, table: Owned, ...conditions: (SQL | undefined)[]): SQL {
  if (owner.platform || !owner.verified) return ownedBy(owner, table, ...conditions);
  return and(or(owner.scope.where(table), isNull(table.enterpriseId)), ...conditions)!;
}

/** The owner's enterprise id to stamp on a new row; none for the platform. */
export const ownerIdOf = (owner: BankOwner) => (owner.platform ? null : owner.scope.enterpriseId);
