import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { sysUser } from '../users/user.table.js';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPE_MESSAGE = '头像只能是 PNG、JPG、GIF 或 WEBP 图片';
export const AVATAR_SIZE_MESSAGE = '头像大小不能超过 2MB';

const TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
type Extension = keyof typeof TYPES;

/** The image type from the file's first bytes; the name and the declared type are not trusted. */
export function sniffImage(bytes: Buffer): Extension | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

const NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export const avatarDir = (dataDir: string) => path.join(dataDir, 'avatar');

/** Stores the image under a random name and points the user at it; the old file is removed. */
export async function saveAvatar(db: Db, dataDir: string, userId: number, bytes: Buffer): Promise<string> {
  const ext = sniffImage(bytes);
  if (!ext) throw badRequest(AVATAR_TYPE_MESSAGE, { avatar: [AVATAR_TYPE_MESSAGE] });
  const dir = avatarDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  // Written aside then renamed, so a reader never sees half a file.
  const tmp = path.join(dir, `.${name}.part`);
  await writeFile(tmp, bytes);
  await rename(tmp, path.join(dir, name));
  const [old] = await db
    .select({ avatarName: sysUser.avatarName })
    .from(sysUser)
    .where(eq(sysUser.id, userId));
  await db
    .update(sysUser)
    .set({ avatarName: name, updateTime: sql`now()` })
    .where(eq(sysUser.id, userId));
  if (old?.avatarName && NAME_PATTERN.test(old.avatarName)) {
    await unlink(path.join(dir, old.avatarName)).catch(() => undefined);
  }
  return name;
}

/** Only names this server made can be read: no path, no traversal. */
export async function readAvatar(dataDir: string, name: string): Promise<{ bytes: Buffer; type: string }> {
  const match = NAME_PATTERN.exec(name);
  if (!match) throw notFound('头像不存在');
  try {
    const bytes = await readFile(path.join(avatarDir(dataDir), name));
    return { bytes, type: TYPES[match[1] as Extension] };
  } catch {
    throw notFound('头像不存在');
  }
}
