import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/database.js';
import { sysUser } from '../../db/tables/account.table.js';
import { notFound } from '../../lib/http-error.js';
import type { FileStore } from '../storage/storage-backend.js';
import { sysStorage } from '../storage/storage.table.js';
import {
  discardBytes,
  insertStored,
  openStored,
  putUpload,
  removeBytes,
  STORED_NAME,
} from '../storage/stored-file.service.js';
import type { SpooledUpload } from '../storage/upload-reader.js';
import { UPLOAD_RULES } from '../storage/upload-rules.js';
import type { Principal } from './current-user.js';

export const AVATAR_RULES = UPLOAD_RULES.avatar;
const AVATAR_NOT_FOUND = '头像不存在';

/** Where avatars were kept before they moved into `sys_storage`; still read, never written. */
const legacyDir = (dataDir: string) => path.join(dataDir, 'avatar');
const LEGACY_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const LEGACY_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/**
 * Stores the image through the storage service (purpose `avatar`, the current backend) and points
 * the user at it; the previous avatar's row goes in the same transaction, its bytes right after.
 */
export async function saveAvatar(
  db: Db,
  store: FileStore,
  dataDir: string,
  principal: Principal,
  upload: SpooledUpload,
  log: FastifyBaseLogger,
): Promise<string> {
  const bytes = await putUpload(store, upload, AVATAR_RULES);
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      await insertStored(tx, store.quota, bytes, { purpose: 'avatar', uploader: principal });
      // Locked, so that two uploads at once cannot both miss the avatar the other replaces.
      const [user] = await tx
        .select({ avatarName: sysUser.avatarName })
        .from(sysUser)
        .where(eq(sysUser.id, principal.id))
        .for('update');
      previous = user?.avatarName ?? null;
      await tx
        .update(sysUser)
        .set({ avatarName: bytes.storedName, updateTime: sql`now()` })
        .where(eq(sysUser.id, principal.id));
    });
  } catch (err) {
    await discardBytes(bytes, log);
    throw err;
  }
  if (previous) await dropAvatar(db, store, dataDir, previous, log);
  return bytes.storedName;
}

/**
 * Removes an avatar that no user points at any more: its row and bytes, or the file of an avatar
 * stored before `sys_storage`. Failures are logged; the user has a new avatar either way.
 */
export async function dropAvatar(
  db: Db,
  store: FileStore,
  dataDir: string,
  name: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!STORED_NAME.test(name)) return;
  const removed = await db
    .delete(sysStorage)
    .where(and(eq(sysStorage.storedName, name), eq(sysStorage.purpose, 'avatar')))
    .returning({ storedName: sysStorage.storedName, backend: sysStorage.backend });
  if (removed.length > 0) return removeBytes(store, removed, log);
  if (LEGACY_NAME.test(name)) {
    await rm(path.join(legacyDir(dataDir), name), { force: true }).catch((err: unknown) => {
      log.error({ err, name }, 'old avatar file not removed');
    });
  }
}

/** The current avatar name of a user (before the account forgets it). */
export async function avatarNameOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ avatarName: sysUser.avatarName })
    .from(sysUser)
    .where(eq(sysUser.id, userId));
  return row?.avatarName ?? null;
}

/** Only names this server made: a stored avatar first, then one from before `sys_storage`. */
export async function readAvatar(
  db: Db,
  store: FileStore,
  dataDir: string,
  name: string,
  log: FastifyBaseLogger,
): Promise<{ bytes: Readable; type: string }> {
  const stored = await openStored(db, store, name, ['avatar'], log);
  if (stored) return { bytes: stored.bytes, type: stored.row.mimeType };
  const legacy = LEGACY_NAME.exec(name);
  if (!legacy) throw notFound(AVATAR_NOT_FOUND);
  const handle = await open(path.join(legacyDir(dataDir), name), 'r').catch(() => {
    throw notFound(AVATAR_NOT_FOUND);
  });
  return { bytes: handle.createReadStream(), type: LEGACY_TYPES[legacy[1]!]! };
}
