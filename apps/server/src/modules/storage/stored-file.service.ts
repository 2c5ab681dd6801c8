import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';

import type { StorageFile } from '@coalsim/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { StorageQuota } from '../../config.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { detectKind, FILE_KINDS, type FileKind } from './file-kind.js';
import type { FileStore } from './storage-backend.js';
import { claimQuota, type Uploader } from './storage-quota.js';
import { sysStorage } from './storage.table.js';
import type { SpooledUpload } from './upload-reader.js';
import type { Purpose, UploadRules } from './upload-rules.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** 32 random hex digits and the detected extension: the only names a backend ever holds. */
export const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;
const EMPTY_FILE = '文件内容为空，请选择其他文件';

export const storedColumns = {
  id: sysStorage.id,
  name: sysStorage.name,
  realName: sysStorage.realName,
  storedName: sysStorage.storedName,
  suffix: sysStorage.suffix,
  category: sysStorage.category,
  mimeType: sysStorage.mimeType,
  size: sysStorage.size,
  sha256: sysStorage.sha256,
  backend: sysStorage.backend,
  purpose: sysStorage.purpose,
  createBy: sysStorage.createBy,
  createTime: sysStorage.createTime,
  updateTime: sysStorage.updateTime,
};
export type StoredRow = Pick<typeof sysStorage.$inferSelect, keyof typeof storedColumns>;

export function toRecord(row: StoredRow): StorageFile {
  return {
    id: row.id,
    name: row.name,
    realName: row.realName,
    suffix: row.suffix,
    category: row.category as StorageFile['category'],
    mimeType: row.mimeType,
    size: row.size,
    sha256: row.sha256,
    backend: row.backend as StorageFile['backend'],
    url: `${row.purpose === 'avatar' ? '/avatar' : '/file'}/${row.storedName}`,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}

// C0 and C1 controls, and the bidirectional overrides that make `gnp.exe` read as `exe.png`.
// eslint-disable-next-line no-control-regex
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A client's file name as text to show: its last path segment, nothing unprintable, ≤ 255. */
export function cleanFileName(name: string, fallback: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = last.replace(UNSHOWABLE, '').trim();
  return [...(clean || fallback)].slice(0, 255).join('');
}

export interface StoredBytes {
  storedName: string;
  kind: FileKind;
  backend: FileStore['current'];
  upload: SpooledUpload;
}

/**
 * Checks an upload against its purpose's rules by its bytes and moves it into the current backend
 * under a new random name. The temp file is gone afterwards, stored or refused.
 */
export async function putUpload(
  store: FileStore,
  upload: SpooledUpload,
  rules: UploadRules,
): Promise<StoredBytes> {
  try {
    if (upload.size === 0) throw badRequest(EMPTY_FILE, { [rules.field]: [EMPTY_FILE] });
    const kind = await detectKind(upload.file, upload.text);
    if (!kind || !rules.kinds.includes(kind)) {
      throw badRequest(rules.typeMessage, { [rules.field]: [rules.typeMessage] });
    }
    const storedName = `${randomBytes(16).toString('hex')}.${kind}`;
    await store.current.put(storedName, upload.file, upload.size, FILE_KINDS[kind].mime);
    return { storedName, kind, backend: store.current, upload };
  } finally {
    await rm(upload.file, { force: true });
  }
}

export interface StoredBy {
  purpose: Purpose;
  /** The display name; the file name when none was given. */
  name?: string | undefined;
  uploader: Uploader;
}

/**
 * The row for bytes `putUpload` stored, once they fit the uploader's quota (413 otherwise; the
 * caller discards the bytes). In a transaction of its own, or a savepoint of the caller's.
 */
export async function insertStored(
  db: Db | Tx,
  quota: StorageQuota,
  bytes: StoredBytes,
  by: StoredBy,
): Promise<StoredRow> {
  return db.transaction(async (tx) => {
    const enterpriseId = await claimQuota(tx, quota, by.uploader, bytes.upload.size);
    return insertRow(tx, bytes, by, enterpriseId);
  });
}

async function insertRow(tx: Tx, bytes: StoredBytes, by: StoredBy, enterpriseId: number | null) {
  const realName = cleanFileName(bytes.upload.fileName, bytes.storedName);
  const [row] = await tx
    .insert(sysStorage)
    .values({
      name: by.name || [...realName].slice(0, 100).join(''),
      realName,
      storedName: bytes.storedName,
      suffix: bytes.kind,
      category: FILE_KINDS[bytes.kind].category,
      mimeType: FILE_KINDS[bytes.kind].mime,
      size: bytes.upload.size,
      sha256: bytes.upload.sha256,
      backend: bytes.backend.kind,
      purpose: by.purpose,
      uploaderId: by.uploader.id,
      enterpriseId,
      createBy: by.uploader.username,
      updateBy: by.uploader.username,
    })
    .returning(storedColumns);
  return row!;
}

/** Bytes stored but left without a row (the insert failed): removed, or logged if that fails too. */
export async function discardBytes(bytes: StoredBytes, log: FastifyBaseLogger): Promise<void> {
  await bytes.backend.delete(bytes.storedName).catch((err: unknown) => {
    log.error({ err, storedName: bytes.storedName }, 'orphaned upload not removed');
  });
}

/** Upload in one step: bytes, then the row; bytes whose row could not be written are removed. */
export async function storeUpload(
  db: Db,
  store: FileStore,
  upload: SpooledUpload,
  rules: UploadRules,
  by: StoredBy,
  log: FastifyBaseLogger,
): Promise<StorageFile> {
  const bytes = await putUpload(store, upload, rules);
  try {
    return toRecord(await insertStored(db, store.quota, bytes, by));
  } catch (err) {
    await discardBytes(bytes, log);
    throw err;
  }
}

/** A stored file of one of `purposes` by its stored name, with its bytes; undefined if either is missing. */
export async function openStored(
  db: Db,
  store: FileStore,
  storedName: string,
  purposes: Purpose[],
  log: FastifyBaseLogger,
): Promise<{ row: StoredRow; bytes: Readable } | undefined> {
  if (!STORED_NAME.test(storedName)) return undefined;
  const [row] = await db
    .select(storedColumns)
    .from(sysStorage)
    .where(and(eq(sysStorage.storedName, storedName), inArray(sysStorage.purpose, purposes)));
  if (!row) return undefined;
  const backend = store.backendOf(row.backend as StorageFile['backend']);
  if (!backend) {
    log.warn({ storedName }, 'file kept in S3, but S3 is no longer configured');
    return undefined;
  }
  const bytes = await backend.get(storedName);
  if (!bytes) log.warn({ storedName, backend: row.backend }, 'stored file has a row but no bytes');
  return bytes && { row, bytes };
}

/**
 * Removes the bytes of rows already deleted. A failure does not undo the deletion (the row is the
 * record of what exists): it is logged with the name, so the bytes can be removed by hand.
 */
export async function removeBytes(
  store: FileStore,
  rows: { storedName: string; backend: string }[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const { storedName, backend: kind } of rows) {
    const backend = store.backendOf(kind as StorageFile['backend']);
    if (!backend) {
      log.error({ storedName, backend: kind }, 'stored bytes not removed: their backend is not configured');
      continue;
    }
    await backend.delete(storedName).catch((err: unknown) => {
      log.error({ err, storedName, backend: kind }, 'stored bytes not removed');
    });
  }
}
