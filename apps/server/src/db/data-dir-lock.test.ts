import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { DataDirInUseError, LOCK_FILE, lockDataDir, processStartTime } from './data-dir-lock.js';

const dirs: string[] = [];
const sleepers: ReturnType<typeof spawn>[] = [];
afterAll(async () => {
  for (const s of sleepers) s.kill('SIGKILL');
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

async function tempDir() {
  const d = await fs.mkdtemp(path.join(os.tmpdir(), 'coalsim-lock-'));
  dirs.push(d);
  return d;
}

/** A live process other than this one, to stand for a running server. */
function otherProcess(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  sleepers.push(child);
  return child.pid!;
}

const owner = async (dir: string) => (await fs.readFile(path.join(dir, LOCK_FILE), 'utf8')).split('\n')[0];

describe('the DATA_DIR lock', () => {
  it('is refused while a live process owns the folder, naming its pid, and left as it was', async () => {
    const dir = await tempDir();
    const pid = otherProcess();
    const record = `${pid}\n${await processStartTime(pid)}\n`;
    await fs.writeFile(path.join(dir, LOCK_FILE), record);
    const refusal = await lockDataDir(dir).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toBe(
      `DATA_DIR ${dir} is in use by a running server (pid ${pid}): stop it (kill ${pid}) or choose another DATA_DIR`,
    );
    expect(await fs.readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(record);
    expect(await fs.readdir(dir)).toEqual([LOCK_FILE]);
  });

  it('is taken over from an owner that is gone, or whose pid now belongs to another process', async () => {
    const dir = await tempDir();
    await fs.writeFile(path.join(dir, LOCK_FILE), '999999\n123\n');
    const release = await lockDataDir(dir);
    expect(await owner(dir)).toBe(String(process.pid));
    await release();

    // A live pid that started at another time than the recorded owner: recycled, not the owner.
    const recycled = otherProcess();
    await fs.writeFile(path.join(dir, LOCK_FILE), `${recycled}\n1\n`);
    await lockDataDir(dir);
    expect(await owner(dir)).toBe(String(process.pid));
  });

  it('lets the owner take it again, and its release removes only its own record', async () => {
    const dir = await tempDir();
    const release = await lockDataDir(dir);
    const again = await lockDataDir(dir);
    await again();
    await expect(fs.access(path.join(dir, LOCK_FILE))).rejects.toThrow();

    await lockDataDir(dir);
    const someoneElse = `${otherProcess()}\n\n`;
    await fs.writeFile(path.join(dir, LOCK_FILE), someoneElse);
    await release();
    expect(await fs.readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(someoneElse);
  });
});
