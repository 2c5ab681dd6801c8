import type { EnterpriseStatus } from '@coalsim/contract';
import { and, eq, isNull, sql, sum } from 'drizzle-orm';

import type { StorageQuota } from '../../config.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { readableSize } from './storage-export.js';
import { sysStorage } from './storage.table.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The defaults of UPLOAD_QUOTA_MB and UPLOAD_QUOTA_VERIFIED_MB. */
export const DEFAULT_QUOTA: StorageQuota = {
  unverifiedBytes: 20 * 1024 * 1024,
  verifiedBytes: 2048 * 1024 * 1024,
};

/** Who uploads, as far as the quota cares. */
export interface Uploader {
  id: number;
  username: string;
  /** Account type: 1 platform staff, 2 enterprise, 3 individual. */
  role: number;
  enterpriseId: number | null;
  enterpriseStatus: EnterpriseStatus | null;
}

/**
 * Whose space an upload takes: an enterprise's accounts share their enterprise's (so more
 * accounts are not more space), an individual has their own, and platform staff have no limit:
 * 存储管理 is theirs to fill, and they are not who could abuse the public upload.
 */
type Pool =
  | { kind: 'enterprise'; enterpriseId: number; verified: boolean }
  | { kind: 'account'; accountId: number }
  | { kind: 'platform' };

function poolOf(uploader: Uploader): Pool {
  if (uploader.role === 1) return { kind: 'platform' };
  if (uploader.enterpriseId !== null) {
    return {
      kind: 'enterprise',
      enterpriseId: uploader.enterpriseId,
      verified: uploader.enterpriseStatus === 'verified',
    };
  }
  return { kind: 'account', accountId: uploader.id };
}

function overQuota(pool: Exclude<Pool, { kind: 'platform' }>, used: number, limit: number, size: number) {
  const whose = pool.kind === 'enterprise' ? '本企业' : '您的账号';
  const advice =
    pool.kind === 'enterprise'
      ? pool.verified
        ? '请删除不再使用的软件、新闻中的图片后再上传'
        : '请删除不再使用的软件截图或封面后再上传，或完成企业认证以获得更多空间'
      : '请更换或删除不再使用的头像后再上传';
  return new HttpError(
    413,
    `存储空间不足：${whose}已使用 ${readableSize(used)}，上限 ${readableSize(limit)}，本次文件 ${readableSize(size)}。` +
      `${advice}（不再被引用的图片 7 天后自动清理）`,
  );
}

/**
 * Checks that `size` more bytes fit the uploader's quota and returns the enterprise the file
 * counts against. Called in the transaction that inserts the row, under a lock per pool, so two
 * uploads at once cannot both fit the last free megabytes; throws 413 with the figures otherwise.
 */
export async function claimQuota(
  tx: Tx,
  quota: StorageQuota,
  uploader: Uploader,
  size: number,
): Promise<number | null> {
  const pool = poolOf(uploader);
  if (pool.kind === 'platform') return uploader.enterpriseId;
  const [scope, key, limit] =
    pool.kind === 'enterprise'
      ? [
          eq(sysStorage.enterpriseId, pool.enterpriseId),
          pool.enterpriseId,
          pool.verified ? quota.verifiedBytes : quota.unverifiedBytes,
        ]
      : [
          and(eq(sysStorage.uploaderId, pool.accountId), isNull(sysStorage.enterpriseId)),
          -pool.accountId,
          quota.unverifiedBytes,
        ];
  // Two int keys, as the import lock has; a pool id past 2³¹ shares its lock with another pool.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('storage_quota'), (${key} % 2147483647)::int)`);
  const [row] = await tx
    .select({ used: sum(sysStorage.size) })
    .from(sysStorage)
    .where(scope);
  const used = Number(row?.used ?? 0);
  if (used + size > limit) throw overQuota(pool, used, limit, size);
  return pool.kind === 'enterprise' ? pool.enterpriseId : null;
}
