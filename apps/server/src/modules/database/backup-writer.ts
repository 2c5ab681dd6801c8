import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import yazl from 'yazl';

import { quoteIdent } from '../../db/database.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  SEAL_ENTRY,
  tableEntry,
  type BackupManifest,
} from './backup-manifest.js';
import { sealOf, type SealKey } from './backup-seal.js';
import { appTables, appSequences } from './backup-tables.js';
import { databaseSchemaVersion } from './schema-version.js';

const NEWLINE = 0x0a;

/** Counts lines (COPY text rows end in a newline; newlines in values are escaped) and hashes. */
export function rowCounter() {
  const hash = createHash('sha256');
  let rows = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      for (let i = chunk.indexOf(NEWLINE); i !== -1; i = chunk.indexOf(NEWLINE, i + 1)) rows += 1;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ rows, sha256: hash.digest('hex') }) };
}

export interface WrittenBackup {
  file: string;
  size: number;
  sha256: string;
  manifest: BackupManifest;
}

/**
 * Writes a consistent snapshot of the app's tables to a zip in `tmpDir`: one REPEATABLE READ,
 * READ ONLY transaction copies every table (COPY text format, spooled with its row count and
 * sha256), the sequences are read in the same snapshot, and a manifest describes it all, sealed
 * with `key` (backup-seal.ts).
 */
export async function writeBackup(
  pool: pg.Pool,
  tmpDir: string,
  now: Date,
  key: SealKey,
): Promise<WrittenBackup> {
  // Every table's rows pass through here: the owner's alone (mkdtemp makes 0700 folders).
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const work = await mkdtemp(path.join(tmpDir, 'backup-'));
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const schema = await databaseSchemaVersion(client);
    const tables: BackupManifest['tables'] = [];
    for (const { name, columns } of await appTables(client)) {
      const list = columns.map(quoteIdent).join(', ');
      const counter = rowCounter();
      await pipeline(
        client.query(copyTo(`COPY public.${quoteIdent(name)} (${list}) TO STDOUT`)),
        counter.stream,
        createWriteStream(path.join(work, `${name}.copy`), { mode: 0o600 }),
      );
      tables.push({ name, columns, ...counter.result() });
    }
    const sequences = await appSequences(client);
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    await client.query('COMMIT');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      schemaVersion: schema.version,
      schemaTag: schema.tag,
      postgres: rows[0]?.v ?? '',
      tables,
      sequences,
    };
    const zip = new yazl.ZipFile();
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    zip.addBuffer(manifestBytes, MANIFEST_ENTRY, { mtime: now });
    zip.addBuffer(Buffer.from(sealOf(key, manifestBytes)), SEAL_ENTRY, { mtime: now });
    for (const t of tables)
      zip.addFile(path.join(work, `${t.name}.copy`), tableEntry(t.name), { mtime: now });
    zip.end();
    const file = path.join(tmpDir, `${randomBytes(16).toString('hex')}.part`);
    const whole = rowCounter();
    await pipeline(zip.outputStream, whole.stream, createWriteStream(file, { mode: 0o600 }));
    return { file, size: (await stat(file)).size, sha256: whole.result().sha256, manifest };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
    await rm(work, { recursive: true, force: true });
  }
}

/** The sha256 of a file, read once. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
