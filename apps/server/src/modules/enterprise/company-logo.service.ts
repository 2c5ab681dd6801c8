import type { Company } from '@coalsim/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { notFound } from '../../lib/http-error.js';
import type { Principal } from '../auth/current-user.js';
import type { FileStore } from '../storage/storage-backend.js';
import { sysStorage } from '../storage/storage.table.js';
import { discardBytes, insertStored, putUpload, removeBytes } from '../storage/stored-file.service.js';
import type { SpooledUpload } from '../storage/upload-reader.js';
import { UPLOAD_RULES } from '../storage/upload-rules.js';
import { getCompany } from './company.service.js';
import { ENTERPRISE_NOT_FOUND } from './enterprise-record.js';

export const LOGO_RULES = UPLOAD_RULES.logo;

/**
 * Stores the picture through the storage service (purpose `logo`, served at `/file/<name>`) and
 * points the enterprise at it; the old logo's row goes in the same transaction, its bytes right
 * after. The profile's version is left alone: a form open beside the upload can still be saved.
 */
export async function saveLogo(
  db: Db,
  store: FileStore,
  scope: EnterpriseScope,
  principal: Principal,
  upload: SpooledUpload,
  log: FastifyBaseLogger,
): Promise<Company> {
  const bytes = await putUpload(store, upload, LOGO_RULES);
  let previous: { storedName: string; backend: string }[] = [];
  try {
    await db.transaction(async (tx) => {
      // Locked, so that two uploads at once cannot both miss the logo the other replaces.
      const [row] = await tx
        .select({ logo: enterprise.logo })
        .from(enterprise)
        .where(eq(enterprise.id, scope.enterpriseId))
        .for('update');
      if (!row) throw notFound(ENTERPRISE_NOT_FOUND);
      await insertStored(tx, store.quota, bytes, { purpose: 'logo', uploader: principal });
      await tx
        .update(enterprise)
        .set({ logo: bytes.storedName })
        .where(eq(enterprise.id, scope.enterpriseId));
      if (row.logo) {
        previous = await tx
          .delete(sysStorage)
          .where(and(eq(sysStorage.storedName, row.logo), eq(sysStorage.purpose, 'logo')))
          .returning({ storedName: sysStorage.storedName, backend: sysStorage.backend });
      }
    });
  } catch (err) {
    await discardBytes(bytes, log);
    throw err;
  }
  await removeBytes(store, previous, log);
  return getCompany(db, scope);
}
