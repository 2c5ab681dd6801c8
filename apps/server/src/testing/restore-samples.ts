import type { FastifyInstance, InjectOptions } from 'fastify';

import { bearer } from './auth-helpers.js';
import { backupBytes, backupUpload, DEMO_PASSWORD, takeBackup } from './database-samples.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/**
 * Restores that succeed, of a backup taken now: for the access matrix, which sends them last. The
 * scans aim theirs at a missing backup and a file that is no backup (database-samples.ts), as a
 * scan that goes on afterwards must not have its database replaced.
 */
export async function succeedingRestoreSamples(app: FastifyInstance, tokens: { admin: string }) {
  const headers = bearer(tokens.admin);
  const backup = await takeBackup(app, tokens.admin);
  const file = backupUpload(await backupBytes(app, tokens.admin, backup.id));
  return {
    restoreBackup: [
      {
        method: 'POST',
        url: `/api/database/backup/${backup.id}/restore`,
        headers,
        payload: { confirm: true, password: DEMO_PASSWORD },
      },
    ],
    uploadRestore: [
      {
        method: 'POST',
        url: '/api/database/upload',
        headers: { ...headers, ...file.headers },
        payload: file.payload,
      },
    ],
  } satisfies Record<string, Sample[]>;
}
