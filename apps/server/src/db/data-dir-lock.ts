import fs from 'node:fs/promises';
import path from 'node:path';

/** Names the server process that owns a DATA_DIR and so its embedded PostgreSQL. */
export const LOCK_FILE = 'server.pid';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by a running server (pid ${pid}): stop it (kill ${pid}) or choose another DATA_DIR`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Whether a process with this pid exists (owned by another user counts as existing). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process started, in clock ticks since boot (Linux; '' elsewhere): with the pid it names
 * one process for good, so a pid recycled by an unrelated process is not taken for the owner.
 */
export async function processStartTime(pid: number): Promise<string> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2, in parentheses) may itself contain spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** The live process recorded in the lock file, or undefined (no file, or its process is gone). */
async function liveOwner(file: string): Promise<number | undefined> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const [pidLine = '', startLine = ''] = text.split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  if (startLine && (await processStartTime(pid)) !== startLine) return undefined;
  return pid;
}

async function linked(from: string, to: string): Promise<boolean> {
  try {
    await fs.link(from, to);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw err;
  }
  // A file system without hard links: created exclusively instead (briefly empty while written).
  const mine = await fs.readFile(from, 'utf8');
  try {
    await fs.writeFile(to, mine, { flag: 'wx', mode: 0o644 });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Makes this process the owner of `dataDir`, or throws DataDirInUseError naming the live process
 * that owns it. An owner that is gone (killed, crashed) leaves a stale file, which is replaced.
 * This process owning it already (a second start in one process) is not a conflict.
 * Returns the release, which removes the file only while it still names this process.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n${await processStartTime(process.pid)}\n`;
  const release = async () => {
    const text = await fs.readFile(file, 'utf8').catch(() => '');
    if (Number(text.split('\n')[0]) === process.pid) await fs.rm(file, { force: true });
  };
  // Written aside, then linked into place: the file appears whole or not at all, and of two
  // servers starting at once one links it and the other finds it (never half-written).
  const draft = `${file}.${process.pid}`;
  await fs.writeFile(draft, mine, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await linked(draft, file)) return release;
      const owner = await liveOwner(file);
      if (owner === process.pid) return release;
      if (owner !== undefined) throw new DataDirInUseError(dataDir, owner);
      await fs.rm(file, { force: true });
    }
  } finally {
    await fs.rm(draft, { force: true });
  }
  throw new Error(`could not take ${file}: another server keeps starting on this DATA_DIR`);
}
