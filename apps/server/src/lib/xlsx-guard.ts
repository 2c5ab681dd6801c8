import { inflateRawSync } from 'node:zlib';

/**
 * Checks an uploaded .xlsx before exceljs opens it, from its bytes only (never its name): a zip
 * whose entries include `[Content_Types].xml` and `xl/workbook.xml`. exceljs (through JSZip)
 * inflates every entry into memory, so a small upload could unpack to gigabytes (a zip bomb) or
 * hold millions of cells; here each entry is inflated with its declared size as a hard cap, the
 * total is bounded, and the worksheets' cells are counted before any of that reaches exceljs.
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
const STORED = 0;
const DEFLATED = 8;
// A cell element, not <col>, <cfRule> and the like; namespaced cells (<x:c>) too.
const CELL = /<(?:\w+:)?c[\s>/]/g;

interface Entry {
  name: string;
  method: number;
  compressed: number;
  unpacked: number;
  offset: number;
}

function centralDirectory(zip: Buffer): Entry[] | 'zip64' | undefined {
  // The end record sits in the last 22 bytes plus a comment of at most 65,535.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = zip.readUInt16LE(end + 10);
  const start = zip.readUInt32LE(end + 16);
  if (count === 0xffff || start === 0xffffffff) return 'zip64';
  const entries: Entry[] = [];
  let at = start;
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const entry = {
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      unpacked: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.compressed === 0xffffffff || entry.unpacked === 0xffffffff) return 'zip64';
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entry's bytes, inflated no further than it declares (JSZip reads it the same way). */
function unpack(zip: Buffer, entry: Entry): Buffer | undefined {
  const at = entry.offset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) return undefined;
  const dataStart = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(dataStart, dataStart + entry.compressed);
  if (data.length !== entry.compressed) return undefined;
  if (entry.method === STORED) return entry.compressed === entry.unpacked ? data : undefined;
  if (entry.method !== DEFLATED) return undefined;
  try {
    // maxOutputLength throws as soon as the output passes the cap: a bomb is never unpacked.
    const out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.unpacked) });
    return out.length === entry.unpacked ? out : undefined;
  } catch {
    return undefined;
  }
}

export function inspectXlsx(zip: Buffer, limits: XlsxLimits): XlsxVerdict {
  if (zip.length < 22 || zip.readUInt32LE(0) !== LOCAL) return { ok: false, reason: 'not-xlsx' };
  const entries = centralDirectory(zip);
  if (entries === 'zip64') return { ok: false, reason: 'too-large' };
  if (!entries) return { ok: false, reason: 'not-xlsx' };
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) {
    return { ok: false, reason: 'not-xlsx' };
  }
  const total = entries.reduce((sum, e) => sum + e.unpacked, 0);
  if (total > limits.maxUnpackedBytes) return { ok: false, reason: 'too-large' };
  let cells = 0;
  for (const entry of entries) {
    const bytes = unpack(zip, entry);
    if (!bytes) return { ok: false, reason: 'not-xlsx' };
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) {
      cells += bytes.toString('latin1').match(CELL)?.length ?? 0;
      if (cells > limits.maxCells) return { ok: false, reason: 'too-large' };
    }
  }
  return { ok: true, cells };
}
