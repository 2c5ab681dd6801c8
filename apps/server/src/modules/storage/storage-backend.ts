import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

import type { StorageBackend as BackendKind } from '@coalsim/contract';

import type { S3Settings, StorageQuota } from '../../config.js';
import { isStoreFailure, StorageUnavailableError } from '../../lib/storage-unavailable.js';
import { DEFAULT_QUOTA } from './storage-quota.js';

/** Where the bytes of stored files live; rows in `sys_storage` say which one holds a file. */
export interface StorageBackend {
  readonly kind: BackendKind;
  /** Takes the finished upload at `file` (a temp file under DATA_DIR) in under `name`. */
  put(name: string, file: string, size: number, mimeType: string): Promise<void>;
  /** The bytes, or undefined when the store has no such object. */
  get(name: string): Promise<Readable | undefined>;
  /** Removes the object; one that is already gone is not an error. */
  delete(name: string): Promise<void>;
}

/**
 * Stored files and uploads in flight are readable by this server's user only: they hold backups
 * (every password hash, every enterprise's data) and whatever users sent. Modes are set
 * explicitly, never left to the umask, which may be 0 (a service manager's default).
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/**
 * Makes a folder (and its parents) and narrows it to its owner, also when it was already there
 * (made wider by an earlier version). One this user does not own keeps the mode its owner chose.
 */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  await chmod(dir, PRIVATE_DIR).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPERM') throw err;
  });
}

/** `DATA_DIR/files/<name>`: written aside and renamed, so a reader never sees half a file. */
export function createLocalBackend(dataDir: string): StorageBackend {
  const dir = path.join(dataDir, 'files');
  const at = (name: string) => path.join(dir, path.basename(name));
  return {
    kind: 'local',
    async put(name, file) {
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
      // Before it gets its name: whoever wrote the temp file, the stored one is never readable by others.
      await chmod(file, PRIVATE_FILE);
      try {
        await rename(file, at(name));
      } catch (err) {
        // DATA_DIR/files on another file system than the temp folder: copy aside, then rename.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        const aside = path.join(dir, `.${name}.part`);
        await copyFile(file, aside);
        await chmod(aside, PRIVATE_FILE);
        await rename(aside, at(name));
      }
    },
    async get(name) {
      // Opened first, so that a missing file is a 404 before any header is sent.
      const handle = await open(at(name), 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return undefined;
        throw err;
      });
      return handle?.createReadStream();
    },
    async delete(name) {
      await rm(at(name), { force: true });
    },
  };
}

/**
 * An S3-compatible store. Path-style addressing and checksums only where the protocol requires
 * them: MinIO, Ceph and the test's s3rver do not all speak the SDK's newer streaming checksums.
 * The SDK is loaded only when S3 is configured; it is large and most installs never need it.
 */
export async function createS3Backend(settings: S3Settings): Promise<StorageBackend & { close(): void }> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, NoSuchKey } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  // A socket error or a 5xx of the store is the store's failure, told apart from the database's.
  const send: typeof client.send = async (command: Parameters<typeof client.send>[0]) => {
    try {
      return await client.send(command);
    } catch (err) {
      throw isStoreFailure(err) ? new StorageUnavailableError(err) : err;
    }
  };
  return {
    kind: 's3',
    async put(name, file, size, mimeType) {
      await send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: mimeType,
        }),
      );
    },
    async get(name) {
      try {
        const object = await send(new GetObjectCommand({ Bucket, Key: name }));
        return object.Body as Readable | undefined;
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (err instanceof NoSuchKey || status === 404) return undefined;
        throw err;
      }
    },
    async delete(name) {
      await send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    close: () => client.destroy(),
  };
}

/** Every backend this server can reach, and the one new uploads go to. */
export interface FileStore {
  /** Where new uploads go (STORAGE). */
  readonly current: StorageBackend;
  /** Whether STORAGE=s3, i.e. `api/qiNiuContent` may take uploads. */
  readonly s3Configured: boolean;
  /** The public part of the S3 settings: never the keys. */
  readonly s3Info: { endpoint: string; bucket: string; region: string } | undefined;
  /** Uploads in flight are spooled here, beside `files/` so that a local store renames them in. */
  readonly tmpDir: string;
  /** What each account may keep stored (UPLOAD_QUOTA_MB, UPLOAD_QUOTA_VERIFIED_MB). */
  readonly quota: StorageQuota;
  /** The backend that holds a row's bytes; undefined for S3 rows once S3 is no longer set up. */
  backendOf(kind: BackendKind): StorageBackend | undefined;
  close(): void;
}

export interface FileStoreOptions {
  dataDir: string;
  storage?: BackendKind;
  s3?: S3Settings | undefined;
  quota?: StorageQuota | undefined;
}

/** Older than any upload can take (requests time out long before): left by a process that died. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

/** Removes spooled uploads that a killed process left behind; a missing folder is nothing to do. */
export async function sweepStaleUploads(tmpDir: string, now = Date.now()): Promise<void> {
  const names = await readdir(tmpDir).catch(() => [] as string[]);
  for (const name of names.filter((n) => /^[0-9a-f]{32}\.part$/.test(n))) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_UPLOAD_MS) await rm(file, { force: true });
  }
}

export async function createFileStore(options: FileStoreOptions): Promise<FileStore> {
  const tmpDir = path.join(options.dataDir, 'tmp');
  await sweepStaleUploads(tmpDir);
  const local = createLocalBackend(options.dataDir);
  const s3 = options.s3 ? await createS3Backend(options.s3) : undefined;
  const wantsS3 = options.storage === 's3';
  if (wantsS3 && !s3) throw new Error('STORAGE=s3 needs the S3_* settings');
  // Both exist from the start, owner only: a folder made later by a writer's own mkdir would
  // take the umask's mode, and files already there from before become unreachable to others.
  // With S3 nothing is stored locally: `files` is only narrowed if earlier local files are there.
  await privateDir(tmpDir);
  const files = path.join(options.dataDir, 'files');
  if (!wantsS3) await privateDir(files);
  else
    await chmod(files, PRIVATE_DIR).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT' && err.code !== 'EPERM') throw err;
    });
  return {
    current: wantsS3 && s3 ? s3 : local,
    s3Configured: wantsS3,
    s3Info: options.s3 && {
      endpoint: options.s3.endpoint,
      bucket: options.s3.bucket,
      region: options.s3.region,
    },
    tmpDir,
    quota: options.quota ?? DEFAULT_QUOTA,
    backendOf: (kind) => (kind === 's3' ? s3 : local),
    close: () => s3?.close(),
  };
}
