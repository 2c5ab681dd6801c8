import { rm } from 'node:fs/promises';

import type { RestoreResult } from '@coalsim/contract';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';

import { conflict, HttpError } from '../../lib/http-error.js';
import type { AuthStore } from '../auth/store/auth-store.js';
import { BackupFileError, readBackup } from './backup-reader.js';
import { besideName, onDatabase, withMaintenanceClient } from './database-names.js';
import type { RestoreGate } from './restore-gate.js';
import { carryCatalog, loadBackup } from './restore-load.js';
import { dropDatabase, switchDatabases } from './restore-switch.js';
import { codeSchemaVersion } from './schema-version.js';

export interface RestoreDeps {
  pool: pg.Pool;
  gate: RestoreGate;
  authStore: AuthStore;
  tmpDir: string;
  log: FastifyBaseLogger;
}

const BUSY = '已有一个恢复正在进行，请等它结束后再试';
const newerSchema = (backup: number, code: number) =>
  `该备份来自更新版本的系统（结构版本 ${backup}，当前为 ${code}），不能恢复到当前版本：请先升级系统再恢复`;

/** pg-boss's schema is not app data: made empty in the restored database, its runners refill it. */
async function preparePgBoss(config: pg.PoolConfig) {
  const boss = new PgBoss({
    ...(config as PgBoss.DatabaseOptions),
    max: 1,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/**
 * Restores the checked backup file `file` (backup `backupId`): checked through first, then loaded
 * into a fresh database beside the current one while every other request answers 503, then put in
 * its place. Anything that fails before the switch drops the fresh database and leaves the data
 * as it was. Sessions signed in after the backup was taken end.
 */
export async function restoreBackupFile(
  deps: RestoreDeps,
  file: string,
  backupId: number,
): Promise<RestoreResult> {
  const started = Date.now();
  let manifest;
  try {
    manifest = await readBackup(file);
  } catch (err) {
    if (err instanceof BackupFileError) throw new HttpError(400, err.message);
    throw err;
  }
  const code = await codeSchemaVersion();
  if (manifest.schemaVersion > code.version)
    throw conflict(newerSchema(manifest.schemaVersion, code.version));
  if (!deps.gate.begin()) throw conflict(BUSY);
  try {
    const config = deps.pool.options as pg.PoolConfig;
    const { rows } = await deps.pool.query<{ name: string }>('SELECT current_database() AS name');
    const current = rows[0]!.name;
    const suffix = Date.now().toString(36);
    const restored = besideName(current, `restore_${suffix}`);
    const aside = besideName(current, `before_${suffix}`);
    await withMaintenanceClient(config, (admin) =>
      admin.query(`CREATE DATABASE "${restored.replaceAll('"', '""')}"`),
    );
    const target = new pg.Pool({ ...onDatabase(config, restored), max: 2 });
    target.on('error', () => undefined);
    let endedSessions: string[] = [];
    try {
      await loadBackup(target, file, manifest, deps.tmpDir);
      await carryCatalog(deps.pool, target);
      await preparePgBoss(onDatabase(config, restored));
      const signedInAfter = new Date(manifest.createdAt);
      endedSessions = (await deps.authStore.listSessions())
        .filter((s) => s.loginTime > signedInAfter)
        .map((s) => s.id);
    } catch (err) {
      await target.end().catch(() => undefined);
      await withMaintenanceClient(config, (admin) => dropDatabase(admin, restored)).catch((e: unknown) =>
        deps.log.warn({ err: e, database: restored }, 'restore: half-made database left behind'),
      );
      if (err instanceof BackupFileError) throw new HttpError(400, err.message);
      throw err;
    }
    await target.end();
    await withMaintenanceClient(config, async (admin) => {
      await switchDatabases(admin, current, restored, aside);
      await dropDatabase(admin, aside).catch((err: unknown) =>
        deps.log.warn({ err, database: aside }, 'restore: the replaced database could not be dropped'),
      );
    });
    // The cache bus's connection was cut too: every instance reconnects and drops its caches.
    await deps.authStore.revokeSessionsById(endedSessions).catch(() => undefined);
    return {
      backupId,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      durationMs: Date.now() - started,
      endedSessions: endedSessions.length,
    };
  } finally {
    deps.gate.end();
    await rm(file, { force: true });
  }
}
