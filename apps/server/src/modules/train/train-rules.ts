import { sql } from 'drizzle-orm';

import { soft } from '../../db/tables/soft.table.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { badRequest } from '../../lib/http-error.js';
import type { DbOrTx } from '../access/access-transitions.js';
import { softGrant } from '../access/access.table.js';
import { validSql as validGrantSql } from '../access/grant.service.js';

export const PLAN_NOT_FOUND = '培训计划不存在或已被删除，请刷新后重试';
export const RECORD_NOT_FOUND = '培训记录不存在或已被删除，请刷新后重试';
export const SOFT_NOT_GRANTED = '该软件不是贵企业的软件，也没有有效的使用授权；请先在“我的接入”申请使用';

/**
 * A software the enterprise may train on: its own (the vendor's grant is given on the pass
 * anyway), or one it holds an approved grant to that has not run out.
 */
const usableSoftSql = (scope: EnterpriseScope, softId: number) => sql`exists (
  select 1 from ${soft} where ${soft.id} = ${softId} and ${soft.enterpriseId} = ${scope.enterpriseId}
) or exists (
  select 1 from ${softGrant} where ${softGrant.softId} = ${softId} and ${softGrant.enterpriseId} = ${scope.enterpriseId}
    and ${validGrantSql}
)`;

export async function canUseSoft(db: DbOrTx, scope: EnterpriseScope, softId: number): Promise<boolean> {
  const [row] = await db
    .execute<{ ok: boolean }>(sql`select (${usableSoftSql(scope, softId)}) as ok`)
    .then((r) => r.rows);
  return row?.ok === true;
}

export async function ensureUsableSoft(db: DbOrTx, scope: EnterpriseScope, softId: number): Promise<void> {
  if (!(await canUseSoft(db, scope, softId)))
    throw badRequest(SOFT_NOT_GRANTED, { softId: [SOFT_NOT_GRANTED] });
}
