import { open, type FileHandle } from 'node:fs/promises';

import type { FILE_CATEGORIES } from '@coalsim/contract';
import { fileTypeFromFile } from 'file-type';

type Category = (typeof FILE_CATEGORIES)[number];

/** Every type this server stores, by the extension its stored name gets. */
export const FILE_KINDS = {
  png: { mime: 'image/png', category: '图片' },
  jpg: { mime: 'image/jpeg', category: '图片' },
  gif: { mime: 'image/gif', category: '图片' },
  webp: { mime: 'image/webp', category: '图片' },
  bmp: { mime: 'image/bmp', category: '图片' },
  pdf: { mime: 'application/pdf', category: '文档' },
  doc: { mime: 'application/msword', category: '文档' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', category: '文档' },
  xls: { mime: 'application/vnd.ms-excel', category: '文档' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', category: '文档' },
  ppt: { mime: 'application/vnd.ms-powerpoint', category: '文档' },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    category: '文档',
  },
  txt: { mime: 'text/plain; charset=utf-8', category: '文档' },
  zip: { mime: 'application/zip', category: '压缩包' },
} as const satisfies Record<string, { mime: string; category: Category }>;

export type FileKind = keyof typeof FILE_KINDS;

const isKind = (ext: string): ext is FileKind => Object.hasOwn(FILE_KINDS, ext);

/**
 * What the bytes are, whatever the name or the declared type say; undefined for anything this
 * server does not store. `text`: the whole file is UTF-8 without NUL (checked while it arrived),
 * which is all a plain-text file has to show for itself.
 */
export async function detectKind(file: string, text: boolean): Promise<FileKind | undefined> {
  const found = await fileTypeFromFile(file);
  // Word, Excel and PowerPoint before 2007 share one container format (so do .msi installers).
  if (found?.ext === 'cfb') return officeKindOf(file);
  if (found && isKind(found.ext)) return found.ext;
  return text ? 'txt' : undefined;
}

const END_OF_CHAIN = 0xfffffffa;
/** Directory sectors read at most: far more than any document has, few enough to stay cheap. */
const MAX_DIRECTORY_SECTORS = 256;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * doc, xls or ppt by the streams an OLE compound file holds ([MS-CFB]): `WordDocument`,
 * `Workbook` (or Excel 5's `Book`), `PowerPoint Document`. Reads the header, the FAT entries of
 * the directory chain and the directory itself; anything else (an installer, a malformed file) is
 * undefined.
 */
async function officeKindOf(file: string): Promise<FileKind | undefined> {
  const handle = await open(file, 'r');
  try {
    const header = await readAt(handle, 0, 512);
    if (header.length < 512) return undefined;
    const shift = header.readUInt16LE(0x1e);
    if (shift !== 9 && shift !== 12) return undefined;
    const size = 1 << shift;
    const offsetOf = (sector: number) => (sector + 1) * size;
    // The first 109 FAT sectors are listed in the header; larger files continue in DIFAT sectors.
    const fatSectors: number[] = [];
    for (let i = 0; i < 109; i++) fatSectors.push(header.readUInt32LE(0x4c + 4 * i));
    let difat = header.readUInt32LE(0x44);
    for (let n = 0; difat < END_OF_CHAIN && n < 64; n++) {
      const sector = await readAt(handle, offsetOf(difat), size);
      if (sector.length < size) return undefined;
      for (let i = 0; i < size / 4 - 1; i++) fatSectors.push(sector.readUInt32LE(4 * i));
      difat = sector.readUInt32LE(size - 4);
    }
    const perSector = size / 4;
    const nextOf = async (sector: number) => {
      const fat = fatSectors[Math.floor(sector / perSector)];
      if (fat === undefined || fat >= END_OF_CHAIN) return END_OF_CHAIN;
      const entry = await readAt(handle, offsetOf(fat) + (sector % perSector) * 4, 4);
      return entry.length === 4 ? entry.readUInt32LE(0) : END_OF_CHAIN;
    };
    const names = new Set<string>();
    let sector = header.readUInt32LE(0x30);
    for (let n = 0; sector < END_OF_CHAIN && n < MAX_DIRECTORY_SECTORS; n++) {
      const entries = await readAt(handle, offsetOf(sector), size);
      for (let at = 0; at + 128 <= entries.length; at += 128) {
        const length = entries.readUInt16LE(at + 64);
        if (length >= 2 && length <= 64) names.add(entries.toString('utf16le', at, at + length - 2));
      }
      sector = await nextOf(sector);
    }
    if (names.has('WordDocument')) return 'doc';
    if (names.has('Workbook') || names.has('Book')) return 'xls';
    if (names.has('PowerPoint Document')) return 'ppt';
    return undefined;
  } finally {
    await handle.close();
  }
}
