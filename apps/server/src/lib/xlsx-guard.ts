import { createInflateRaw } from 'node:zlib';

/**
 * Checks an uploaded .xlsx before exceljs opens it, from its bytes only (never its name): a zip
 * whose entries include `[Content_Types].xml` and `xl/workbook.xml`. exceljs's streaming reader
 * (unzipper) walks the local file headers from the first byte and inflates each entry whole, so
 * those headers are what is checked here, the way unzipper reads them; the central directory must
 * list exactly the same entries, else the file is refused (a reader going by either sees the same).
 * Entries are inflated as streams on zlib's thread pool, stopped at their declared size, and the
 * worksheets' cells are counted as they come, so a bomb neither fills memory nor holds the loop.
 */
export type XlsxVerdict = { ok: true; cells: number } | { ok: false; reason: 'not-xlsx' | 'too-large' };

export interface XlsxLimits {
  /** All entries inflated, in bytes. */
  maxUnpackedBytes: number;
  /** `<c>` elements over every worksheet. */
  maxCells: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const STORED = 0;
const DEFLATED = 8;
const HAS_DESCRIPTOR = 0x08;
const ZIP64 = 0xffffffff;
// A cell element, not <col>, <cfRule> and the like; namespaced cells (<x:c>) too.
const CELL = /<(?:\w+:)?c[\s>/]/g;
const SHEET = /^xl\/worksheets\/[^/]+\.xml$/;

export interface ZipEntry {
  name: string;
  method: number;
  offset: number;
  /** Where the entry's (compressed) data starts and ends in the file. */
  dataStart: number;
  dataEnd: number;
  /** Declared unpacked size; undefined when only a data descriptor after the data tells it. */
  unpacked: number | undefined;
  compressed: number | undefined;
}

class Refused extends Error {
  constructor(readonly reason: 'not-xlsx' | 'too-large') {
    super(reason);
  }
}

/**
 * The entries as unzipper reads them: local header after local header from offset 0, each one's
 * data being its declared compressed size, or (bit 3 with size 0) up to the first data descriptor
 * signature; then the central directory's offset (where the walk stopped).
 */
export function localEntries(zip: Buffer): { entries: ZipEntry[]; end: number } {
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at + 4 <= zip.length && zip.readUInt32LE(at) === LOCAL) {
    if (at + 30 > zip.length) throw new Refused('not-xlsx');
    const flags = zip.readUInt16LE(at + 6);
    const compressed = zip.readUInt32LE(at + 18);
    const unpacked = zip.readUInt32LE(at + 22);
    if (compressed === ZIP64 || unpacked === ZIP64) throw new Refused('too-large');
    const nameLength = zip.readUInt16LE(at + 26);
    const dataStart = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const method = zip.readUInt16LE(at + 8);
    const sizeKnown = !(flags & HAS_DESCRIPTOR) || compressed > 0;
    let dataEnd: number;
    let next: number;
    let size: { unpacked: number | undefined; compressed: number | undefined };
    if (sizeKnown) {
      dataEnd = dataStart + compressed;
      next = dataEnd;
      size = { unpacked, compressed };
    } else {
      const sig = Buffer.alloc(4);
      sig.writeUInt32LE(DESCRIPTOR);
      dataEnd = zip.indexOf(sig, dataStart);
      if (dataEnd < 0 || dataEnd + 16 > zip.length) throw new Refused('not-xlsx');
      next = dataEnd + 16;
      size = { compressed: zip.readUInt32LE(dataEnd + 8), unpacked: zip.readUInt32LE(dataEnd + 12) };
    }
    if (dataEnd > zip.length) throw new Refused('not-xlsx');
    entries.push({ name, method, offset: at, dataStart, dataEnd, ...size });
    at = next;
  }
  return { entries, end: at };
}

/** The central directory's records, which must describe the local entries one for one. */
function checkCentralDirectory(zip: Buffer, local: ZipEntry[], cdStart: number) {
  // The end record sits in the last 22 bytes plus a comment of at most 65,535.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Refused('not-xlsx');
  const count = zip.readUInt16LE(end + 10);
  const start = zip.readUInt32LE(end + 16);
  if (count === 0xffff || start === ZIP64) throw new Refused('too-large');
  if (count !== local.length || start !== cdStart) throw new Refused('not-xlsx');
  let at = start;
  for (const entry of local) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new Refused('not-xlsx');
    const nameLength = zip.readUInt16LE(at + 28);
    const same =
      zip.readUInt16LE(at + 10) === entry.method &&
      zip.readUInt32LE(at + 20) === entry.compressed &&
      zip.readUInt32LE(at + 24) === entry.unpacked &&
      zip.readUInt32LE(at + 42) === entry.offset &&
      zip.toString('utf8', at + 46, at + 46 + nameLength) === entry.name;
    if (!same) throw new Refused('not-xlsx');
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
}

/** Counts cells in text arriving in pieces; an element cut between two pieces is counted once. */
class CellCounter {
  cells = 0;
  private carry = '';
  add(piece: string) {
    const text = this.carry + piece;
    const cut = text.lastIndexOf('<');
    // Everything before the last `<` is complete; a long tail without `<` is complete too.
    const keep = cut >= 0 && text.length - cut < 256 ? cut : text.length;
    this.cells += text.slice(0, keep).match(CELL)?.length ?? 0;
    this.carry = text.slice(keep);
  }
  finish() {
    this.add('');
    this.cells += this.carry.match(CELL)?.length ?? 0;
    this.carry = '';
  }
}

/** Inflates one entry on zlib's thread pool, never past its declared size; returns that size. */
function inflateEntry(data: Buffer, cap: number, onPiece: (piece: Buffer) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let total = 0;
    inflate.on('data', (piece: Buffer) => {
      total += piece.length;
      try {
        // More than it declares: the entry lies about its size (a zip bomb); stop inflating.
        if (total > cap) throw new Refused('not-xlsx');
        onPiece(piece);
      } catch (err) {
        inflate.destroy();
        reject(err as Error);
      }
    });
    inflate.on('error', () => reject(new Refused('not-xlsx')));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}

/** A stored entry's bytes handed over a megabyte at a time, letting other work run between. */
async function passStored(data: Buffer, onPiece: (piece: Buffer) => void) {
  for (let at = 0; at < data.length; at += 1024 * 1024) {
    onPiece(data.subarray(at, at + 1024 * 1024));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function inspect(zip: Buffer, limits: XlsxLimits): Promise<number> {
  if (zip.length < 22 || zip.readUInt32LE(0) !== LOCAL) throw new Refused('not-xlsx');
  const { entries, end } = localEntries(zip);
  checkCentralDirectory(zip, entries, end);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw new Refused('not-xlsx');
  const total = entries.reduce((sum, e) => sum + (e.unpacked ?? 0), 0);
  if (total > limits.maxUnpackedBytes) throw new Refused('too-large');
  let cells = 0;
  for (const entry of entries) {
    const data = zip.subarray(entry.dataStart, entry.dataEnd);
    const counter = SHEET.test(entry.name) ? new CellCounter() : undefined;
    const onPiece = (piece: Buffer) => {
      if (!counter) return;
      counter.add(piece.toString('latin1'));
      if (cells + counter.cells > limits.maxCells) throw new Refused('too-large');
    };
    let unpacked: number;
    if (entry.method === STORED) {
      if (data.length !== entry.unpacked) throw new Refused('not-xlsx');
      await passStored(data, onPiece);
      unpacked = data.length;
    } else if (entry.method === DEFLATED) {
      unpacked = await inflateEntry(data, entry.unpacked ?? 0, onPiece);
    } else {
      throw new Refused('not-xlsx');
    }
    if (unpacked !== entry.unpacked) throw new Refused('not-xlsx');
    counter?.finish();
    cells += counter?.cells ?? 0;
    if (cells > limits.maxCells) throw new Refused('too-large');
  }
  return cells;
}

export async function inspectXlsx(zip: Buffer, limits: XlsxLimits): Promise<XlsxVerdict> {
  try {
    return { ok: true, cells: await inspect(zip, limits) };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, reason: err.reason };
    throw err;
  }
}
