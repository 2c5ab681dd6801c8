import type { RestoreResult } from '@coalsim/contract';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

import { quoteIdent } from '../../db/database.js';
import { resilientPool } from '../../db/resilient-pool.js';
import { conflict, HttpError } from '../../lib/http-error.js';
import type { AuthStore, SessionRecord } from '../auth/store/auth-store.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { BackupManifest } from './backup-manifest.js';
import { BackupFileError, inspectBackup } from './backup-reader.js';
import type { SealKey } from './backup-seal.js';
import { besideName, onDatabase, withMaintenanceClient } from './database-names.js';
import { carryCatalog, carryLog } from './restore-carry.js';
import type { RestoreGate } from './restore-gate.js';
import { loadBackup, prepareJobRunnerSchema } from './restore-load.js';
import { tryRestoreLock } from './restore-lock.js';
import {
  dropDatabase,
  markReady,
  sessionsBeyondReach,
  stillInUse,
  switchDatabases,
} from './restore-switch.js';
import { codeSchemaVersion } from './schema-version.js';

export interface RestoreDeps {
  pool: pg.Pool;
  gate: RestoreGate;
  authStore: AuthStore;
  /** Rebuilds its queues and schedules in the restored database at once (others within a minute). */
  jobs: Pick<JobRunner, 'sync'>;
  tmpDir: string;
  /** Seals and checks backups' manifests (backup-seal.ts). */
  key: SealKey;
  log: FastifyBaseLogger;
}

const BUSY = '已有一个恢复正在进行，请等它结束后再试';
const IN_USE =
  '数据库仍被无权结束的连接占用（其他数据库用户），恢复未进行，数据保持原样：请让所有实例使用同一数据库用户后重试';
const newerSchema = (backup: number, code: number) =>
  `该备份来自更新版本的系统（结构版本 ${backup}，当前为 ${code}），不能恢复到当前版本：请先升级系统再恢复`;

/**
 * Decides, without inflating its tables, whether this code can restore a backup file: an unsealed,
 * damaged or foreign file is a 400 saying what to do, a backup of a newer schema a 409. The rows
 * are checked against the sealed manifest as they load.
 */
export async function checkedManifest(file: string, key: SealKey): Promise<BackupManifest> {
  let manifest;
  try {
    manifest = await inspectBackup(file, key);
  } catch (err) {
    if (err instanceof BackupFileError) throw new HttpError(400, err.message, { file: [err.message] });
    throw err;
  }
  const code = await codeSchemaVersion();
  if (manifest.schemaVersion > code.version)
    throw conflict(newerSchema(manifest.schemaVersion, code.version));
  return manifest;
}

/**
 * Restores the backup file `file`: its seal and shape checked first, then loaded into a fresh
 * database beside the current one while every instance answers 503 (the rows checked against the
 * manifest as they load), then put in its place. Anything that fails before the switch drops the
 * fresh database and leaves the data as it was. The caller keeps and removes the file.
 */
export async function restoreBackupFile(
  deps: RestoreDeps,
  file: string,
): Promise<Omit<RestoreResult, 'backupId'>> {
  const started = Date.now();
  const manifest = await checkedManifest(file, deps.key);
  const config = deps.pool.options as pg.PoolConfig;
  const { rows } = await deps.pool.query<{ name: string }>('SELECT current_database() AS name');
  const current = rows[0]!.name;
  // One maintenance connection for the whole restore: it holds the lock the instances watch.
  return await withMaintenanceClient(config, async (admin) => {
    if (!(await tryRestoreLock(admin, current))) throw conflict(BUSY);
    if ((await sessionsBeyondReach(admin, current)) > 0) throw conflict(IN_USE);
    if (!deps.gate.begin()) throw conflict(BUSY);
    try {
      const liveBefore = await deps.authStore.listSessions();
      const suffix = Date.now().toString(36);
      const restored = besideName(current, `restore_${suffix}`);
      const aside = besideName(current, `before_${suffix}`);
      const carriedLogs = await buildRestoredDatabase(deps, admin, restored, file, manifest);
      try {
        await switchDatabases(admin, current, restored, aside);
      } catch (err) {
        await dropDatabase(admin, restored).catch(() => undefined);
        throw stillInUse(err) ? conflict(IN_USE) : err;
      }
      await dropDatabase(admin, aside).catch((err: unknown) =>
        deps.log.warn({ err, database: aside }, 'restore: the replaced database could not be dropped'),
      );
      // Every connection to the old database was ended: each instance's cache bus lost its
      // LISTEN and dropped every cache, and the pools reconnect by name to the restored one.
      const endedSessions = await endSessionsSince(deps, liveBefore, new Date(manifest.createdAt));
      await deps.jobs
        .sync()
        .catch((err: unknown) => deps.log.warn({ err }, 'restore: the job runner will catch up by itself'));
      return {
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
        durationMs: Date.now() - started,
        endedSessions,
        carriedLogs,
      };
    } finally {
      deps.gate.end();
    }
  });
}

/**
 * The fresh database `name`, loaded and marked ready to take the current one's place; dropped
 * again if anything fails. Returns how many log rows it carried over.
 */
async function buildRestoredDatabase(
  deps: RestoreDeps,
  admin: pg.Client,
  name: string,
  file: string,
  manifest: BackupManifest,
): Promise<number> {
  const config = onDatabase(deps.pool.options as pg.PoolConfig, name);
  await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  const target = resilientPool({ ...config, max: 2 });
  try {
    await loadBackup(target, file, manifest, deps.tmpDir, deps.key);
    await prepareJobRunnerSchema(config);
    // Last, so a backup taken and log rows written meanwhile are carried over too.
    await carryCatalog(deps.pool, target);
    const carried = await carryLog(deps.pool, target);
    await target.end();
    await markReady(admin, name);
    return carried;
  } catch (err) {
    await target.end().catch(() => undefined);
    await dropDatabase(admin, name).catch((e: unknown) =>
      deps.log.warn({ err: e, database: name }, 'restore: half-made database left behind'),
    );
    if (err instanceof BackupFileError) throw new HttpError(400, err.message);
    throw err;
  }
}

/**
 * After the switch, the sessions signed in after the backup was taken end, and so do sessions
 * the backup brought back that had ended since (with the database store sessions are rows of the
 * backup: a sign-out or a 强制退出 must not be undone). Returns how many signed in after it.
 */
async function endSessionsSince(deps: RestoreDeps, liveBefore: SessionRecord[], takenAt: Date) {
  const kept = new Set(liveBefore.filter((s) => s.loginTime <= takenAt).map((s) => s.tokenHash));
  try {
    const live = await deps.authStore.listSessions();
    await deps.authStore.revokeSessionsById(live.filter((s) => !kept.has(s.tokenHash)).map((s) => s.id));
  } catch (err) {
    // The data is restored; this must not read as a failed restore, but an operator must know.
    deps.log.error({ err }, 'restore: sessions that should have ended could not be ended');
  }
  return liveBefore.length - kept.size;
}
