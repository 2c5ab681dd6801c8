import type { Company, Enterprise, EnterpriseStatus } from '@coalsim/contract';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { sysUser, enterprise } from '../../db/tables/account.table.js';

export const ENTERPRISE_NOT_FOUND = '企业不存在';

const columns = {
  id: enterprise.id,
  name: enterprise.name,
  creditCode: enterprise.creditCode,
  type: enterprise.type,
  province: enterprise.province,
  city: enterprise.city,
  address: enterprise.address,
  contact: enterprise.contact,
  phone: enterprise.phone,
  logo: enterprise.logo,
  introduction: enterprise.introduction,
  status: enterprise.status,
  rejectReason: enterprise.rejectReason,
  enabled: enterprise.enabled,
  createTime: enterprise.createTime,
  updateTime: enterprise.updateTime,
  verifiedAt: enterprise.verifiedAt,
  verifiedBy: enterprise.verifiedBy,
  ownerId: sysUser.id,
  ownerUsername: sysUser.username,
};

/** Enterprises with their owner account; the caller adds WHERE, ORDER BY and paging. */
export function selectEnterprises(db: Db) {
  return db.select(columns).from(enterprise).leftJoin(sysUser, eq(sysUser.id, enterprise.ownerUserId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectEnterprises>['execute']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toEnterprise({
  ownerId,
  ownerUsername,
  updateTime: _u,
  logo: _logo,
  introduction: _intro,
  ...row
}: Row): Enterprise {
  return {
    ...row,
    status: row.status as EnterpriseStatus,
    owner: ownerId !== null && ownerUsername !== null ? { id: ownerId, username: ownerUsername } : null,
    createTime: row.createTime.toISOString(),
    verifiedAt: iso(row.verifiedAt),
  };
}

/** What the enterprise itself sees: no staff names, the version it edits against. */
export function toCompany(row: Row): Company {
  const { owner: _owner, verifiedBy: _by, ...rest } = toEnterprise(row);
  return {
    ...rest,
    logo: row.logo ? `/file/${row.logo}` : null,
    introduction: row.introduction,
    updateTime: row.updateTime.toISOString(),
  };
}
