import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SECRET_KEY_FILE = 'secret.key';

/**
 * The server's own key (signed captchas now, encrypted app secrets later): `SECRET_KEY` when set
 * (hashed to 32 bytes), else a random key generated once into `DATA_DIR/secret.key`, readable by
 * the owner only. Instances that share a database must share the key: give them the same
 * SECRET_KEY, or the same DATA_DIR.
 */
export async function loadSecretKey(opts: {
  secretKey?: string | undefined;
  dataDir: string;
}): Promise<Buffer> {
  if (opts.secretKey) return createHash('sha256').update(opts.secretKey).digest();
  const file = path.join(opts.dataDir, SECRET_KEY_FILE);
  await mkdir(opts.dataDir, { recursive: true });
  try {
    // `wx`: when two processes start together, one writes and the other reads what it wrote.
    await writeFile(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = (await readFile(file, 'utf8')).trim();
  if (!/^[0-9a-f]{64}$/.test(text)) {
    throw new Error(`${file} is not a key written by this server: remove it or set SECRET_KEY`);
  }
  return Buffer.from(text, 'hex');
}
