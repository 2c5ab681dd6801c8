import { open } from 'node:fs/promises';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import yauzl from 'yauzl';

import {
  MANIFEST_ENTRY,
  manifestSchema,
  SEAL_ENTRY,
  tableEntry,
  type BackupManifest,
} from './backup-manifest.js';
import { sealHolds, type SealKey } from './backup-seal.js';
import { rowCounter } from './backup-writer.js';

/** Why a file is not a backup this server can restore; the message says what to do. */
export class BackupFileError extends Error {}

const NOT_A_BACKUP = '文件不是本系统的数据库备份（应为“数据库备份”中下载的 zip 文件），请重新选择';
const DAMAGED = (what: string) => `备份文件已损坏（${what}），无法恢复：请重新下载该备份或选择其他备份`;
export const FORGED = '备份文件不是本平台签发的，或已被改动';
export const INCOMPLETE =
  '备份文件已损坏或不完整（zip 的目录无法读取，常见于下载或上传未完成），无法恢复：请重新下载该备份后再上传，或选择其他备份';
/** How every zip starts (a local file header): a file that starts so and has no directory was cut short. */
const ZIP_START = Buffer.from('PK\u0003\u0004', 'latin1');
const MAX_ENTRIES = 1100;
const MAX_MANIFEST_BYTES = 10 * 1024 * 1024;
/** What the tables may unpack to in all: a zip that claims more is refused before it is read. */
const MAX_UNPACKED_BYTES = 64 * 1024 ** 3;
/**
 * COPY text of real tables deflates 5–40 times (ids and times differ row to row); deflate's own
 * ceiling is about 1,030. An entry above this ratio is a bomb, refused before a byte is inflated;
 * small entries cannot do harm whatever their ratio.
 */
const MAX_RATIO = 200;
const RATIO_FLOOR_BYTES = 4 * 1024 * 1024;

type Zip = yauzl.ZipFile;

/** Whether the file starts as a zip does: then a directory that cannot be read means damage. */
async function startsAsZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(ZIP_START.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(ZIP_START);
  } finally {
    await handle.close();
  }
}

async function openZip(file: string): Promise<{ zip: Zip; entries: Map<string, yauzl.Entry> }> {
  const zip = await new Promise<Zip>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, z) =>
      err ? reject(err) : resolve(z),
    ),
  ).catch(async () => {
    // The directory sits at a zip's end: a download or upload cut short loses it first. Such a
    // file is a damaged backup to fetch again, not a wrong file to swap for another.
    throw new BackupFileError((await startsAsZip(file)) ? INCOMPLETE : NOT_A_BACKUP);
  });
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= MAX_ENTRIES) return reject(new BackupFileError(NOT_A_BACKUP));
      if (absurdSize(entry))
        return reject(new BackupFileError(DAMAGED(`${entry.fileName} 声明的解压大小异常`)));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(new BackupFileError(DAMAGED('目录无法读取'))));
    zip.readEntry();
  });
  return { zip, entries };
}

/** The sizes the zip declares (yauzl holds the inflated bytes to them: validateEntrySizes). */
function absurdSize(entry: yauzl.Entry): boolean {
  if (entry.uncompressedSize > MAX_UNPACKED_BYTES) return true;
  return (
    entry.uncompressedSize > RATIO_FLOOR_BYTES &&
    entry.uncompressedSize > MAX_RATIO * Math.max(entry.compressedSize, 1)
  );
}

function entryStream(zip: Zip, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) =>
      err ? reject(new BackupFileError(DAMAGED(entry.fileName))) : resolve(stream),
    ),
  );
}

async function entryBytes(zip: Zip, entry: yauzl.Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await entryStream(zip, entry)) chunks.push(chunk as Buffer);
  } catch {
    throw new BackupFileError(DAMAGED(`${entry.fileName} 无法读取`));
  }
  return Buffer.concat(chunks);
}

/** The manifest, once its seal holds: nothing in an unsealed file is read any further. */
async function readSealedManifest(
  zip: Zip,
  entries: Map<string, yauzl.Entry>,
  key: SealKey,
): Promise<BackupManifest> {
  const entry = entries.get(MANIFEST_ENTRY);
  if (!entry || entry.uncompressedSize > MAX_MANIFEST_BYTES) throw new BackupFileError(NOT_A_BACKUP);
  const seal = entries.get(SEAL_ENTRY);
  if (!seal || seal.uncompressedSize > 256) throw new BackupFileError(FORGED);
  const bytes = await entryBytes(zip, entry);
  if (!sealHolds(key, bytes, (await entryBytes(zip, seal)).toString('latin1').trim()))
    throw new BackupFileError(FORGED);
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupFileError(NOT_A_BACKUP);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw new BackupFileError(NOT_A_BACKUP);
  return manifest.data;
}

const discard = () => new Writable({ write: (_chunk, _enc, done) => done() });

type Opened = { zip: Zip; entries: Map<string, yauzl.Entry>; manifest: BackupManifest };

/** Opens a backup and checks what can be checked without inflating its tables. */
async function openBackup(file: string, key: SealKey): Promise<Opened> {
  const { zip, entries } = await openZip(file);
  try {
    const manifest = await readSealedManifest(zip, entries, key);
    const expected = new Set([MANIFEST_ENTRY, SEAL_ENTRY, ...manifest.tables.map((t) => tableEntry(t.name))]);
    if (expected.size !== entries.size || [...entries.keys()].some((name) => !expected.has(name))) {
      throw new BackupFileError(DAMAGED('内容与说明不符'));
    }
    const unpacked = [...entries.values()].reduce((n, e) => n + e.uncompressedSize, 0);
    if (unpacked > MAX_UNPACKED_BYTES) throw new BackupFileError(DAMAGED('解压后过大'));
    return { zip, entries, manifest };
  } catch (err) {
    zip.close();
    throw err;
  }
}

/**
 * The manifest of a sealed backup whose entries are those it names, with sane sizes: what a
 * restore decides on before closing the service. The tables' rows are checked as they load.
 */
export async function inspectBackup(file: string, key: SealKey): Promise<BackupManifest> {
  const { zip, manifest } = await openBackup(file, key);
  zip.close();
  return manifest;
}

/**
 * Reads a backup file through: the sealed manifest, then every table's rows, each checked against
 * the manifest's row count and sha256. `load` receives each table's rows as they are checked (the
 * restore copies them into the new database); without it they are only checked. Throws
 * BackupFileError for anything that does not hold, before `load` has seen a damaged table's end.
 */
export async function readBackup(
  file: string,
  key: SealKey,
  load?: (table: BackupManifest['tables'][number], rows: Readable) => Promise<void>,
): Promise<BackupManifest> {
  const { zip, entries, manifest } = await openBackup(file, key);
  try {
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
