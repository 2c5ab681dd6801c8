// What the agent keeps between runs in its state folder: the device secret (its own file, mode
// 0600, like an SSH key) and a small state.json (server, device id, installed package versions,
// the commands carried out: finished.mjs).
import { chmod, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const defaultStateDir = () => path.join(os.homedir(), '.coalsim-agent');

let writes = 0;

/** Writes next to the target and renames: a crash never leaves half a secret behind. */
async function writeAtomic(file, text, mode) {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // One temporary file per write: two saves at once must not rename each other's.
  const temp = `${file}.${process.pid}.${++writes}.tmp`;
  await writeFile(temp, text, { mode });
  // The mode given to writeFile is masked by the umask: set it outright.
  await chmod(temp, mode);
  await rename(temp, file);
}

export async function saveSecret(stateDir, secret) {
  await writeAtomic(path.join(stateDir, 'secret'), `${secret}\n`, 0o600);
}

/**
 * The stored secret, or null when there is none. `warn` hears of a file others may read (it is
 * tightened back to 0600).
 */
export async function loadSecret(stateDir, warn = () => {}) {
  const file = path.join(stateDir, 'secret');
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
  if (process.platform !== 'win32' && ((await stat(file)).mode & 0o077) !== 0) {
    warn(`密钥文件 ${file} 的权限过宽，已改为 0600`);
    await chmod(file, 0o600);
  }
  const secret = text.trim();
  return secret === '' ? null : secret;
}

/** state.json: { server, deviceId, softVersion, installed: { [softId]: version }, finished: [...] }. */
export async function loadState(stateDir) {
  try {
    const parsed = JSON.parse(await readFile(path.join(stateDir, 'state.json'), 'utf8'));
    return parsed && typeof parsed === 'object' ? { installed: {}, ...parsed } : { installed: {} };
  } catch {
    // Missing or damaged: start over; the secret file is what matters and is kept apart.
    return { installed: {} };
  }
}

export async function saveState(stateDir, state) {
  await writeAtomic(path.join(stateDir, 'state.json'), `${JSON.stringify(state, null, 2)}\n`, 0o600);
}
