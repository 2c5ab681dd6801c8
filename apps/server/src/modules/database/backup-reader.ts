import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import yauzl from 'yauzl';

import { MANIFEST_ENTRY, manifestSchema, tableEntry, type BackupManifest } from './backup-manifest.js';
import { rowCounter } from './backup-writer.js';

/** Why a file is not a backup this server can restore; the message says what to do. */
export class BackupFileError extends Error {}

const NOT_A_BACKUP = '文件不是本系统的数据库备份（应为“数据库备份”中下载的 zip 文件），请重新选择';
const DAMAGED = (what: string) => `备份文件已损坏（${what}），无法恢复：请重新下载该备份或选择其他备份`;
const MAX_ENTRIES = 1100;
const MAX_MANIFEST_BYTES = 10 * 1024 * 1024;
/** What the tables may unpack to in all: a zip that claims more is refused before it is read. */
const MAX_UNPACKED_BYTES = 64 * 1024 ** 3;

type Zip = yauzl.ZipFile;

async function openZip(file: string): Promise<{ zip: Zip; entries: Map<string, yauzl.Entry> }> {
  const zip = await new Promise<Zip>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, z) =>
      err ? reject(new BackupFileError(NOT_A_BACKUP)) : resolve(z),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= MAX_ENTRIES) return reject(new BackupFileError(NOT_A_BACKUP));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(new BackupFileError(DAMAGED('目录无法读取'))));
    zip.readEntry();
  });
  return { zip, entries };
}

function entryStream(zip: Zip, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) =>
      err ? reject(new BackupFileError(DAMAGED(entry.fileName))) : resolve(stream),
    ),
  );
}

async function readManifest(zip: Zip, entry: yauzl.Entry | undefined): Promise<BackupManifest> {
  if (!entry || entry.uncompressedSize > MAX_MANIFEST_BYTES) throw new BackupFileError(NOT_A_BACKUP);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await entryStream(zip, entry)) chunks.push(chunk as Buffer);
  } catch {
    throw new BackupFileError(DAMAGED('说明文件无法读取'));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BackupFileError(NOT_A_BACKUP);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw new BackupFileError(NOT_A_BACKUP);
  return manifest.data;
}

const discard = () => new Writable({ write: (_chunk, _enc, done) => done() });

/**
 * Reads a backup file through: the manifest, then every table's rows, each checked against the
 * manifest's row count and sha256. `load` receives each table's rows as they are checked (the
 * restore copies them into the new database); without it they are only checked. Throws
 * BackupFileError for anything that does not hold, before `load` has seen a damaged table's end.
 */
export async function readBackup(
  file: string,
  load?: (table: BackupManifest['tables'][number], rows: Readable) => Promise<void>,
): Promise<BackupManifest> {
  const { zip, entries } = await openZip(file);
  try {
    const manifest = await readManifest(zip, entries.get(MANIFEST_ENTRY));
    const expected = new Set([MANIFEST_ENTRY, ...manifest.tables.map((t) => tableEntry(t.name))]);
    if (expected.size !== entries.size || [...entries.keys()].some((name) => !expected.has(name))) {
      throw new BackupFileError(DAMAGED('内容与说明不符'));
    }
    const unpacked = [...entries.values()].reduce((n, e) => n + e.uncompressedSize, 0);
    if (unpacked > MAX_UNPACKED_BYTES) throw new BackupFileError(DAMAGED('解压后过大'));
    for (const table of manifest.tables) {
      const counter = rowCounter();
      const source = await entryStream(zip, entries.get(tableEntry(table.name))!);
      try {
        if (load) {
          // When the database refuses a row, the feeding side fails too ("premature close"),
          // sometimes first: the database's reason is the one that says what went wrong.
          const [fed, loaded] = await Promise.allSettled([
            pipeline(source, counter.stream),
            load(table, counter.stream),
          ]);
          if (loaded.status === 'rejected') throw loaded.reason;
          if (fed.status === 'rejected') throw fed.reason;
        } else {
          await pipeline(source, counter.stream, discard());
        }
      } catch (err) {
        if (err instanceof BackupFileError || !isZipError(err)) throw err;
        throw new BackupFileError(DAMAGED(`${table.name} 表的数据无法读取`));
      }
      const { rows, sha256 } = counter.result();
      if (rows !== table.rows || sha256 !== table.sha256) {
        throw new BackupFileError(DAMAGED(`${table.name} 表的校验和不符`));
      }
    }
    return manifest;
  } finally {
    zip.close();
  }
}

/** zlib and yauzl's own errors: damaged bytes, as opposed to a database refusing a row. */
function isZipError(err: unknown): boolean {
  const code = (err as { code?: string }).code ?? '';
  return (
    code.startsWith('Z_') || /invalid|unexpected|too many|too few|bad/i.test(String((err as Error).message))
  );
}
