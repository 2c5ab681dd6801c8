import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { isAlive } from './db/embedded-postgres.js';
import { countStoredUsers, postmasterPid, startServerProcess } from './testing/server-process.js';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coalsim-pgkill-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** The server's own account of a 500, so a failure here names the error instead of a count. */
const failuresIn = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('request failed'))
    .slice(0, 3)
    .join('\n');

describe('the embedded PostgreSQL killed under load', () => {
  it('is restarted by the server: 503 meanwhile, never a 500, and no acknowledged write lost', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let stop = false;
    let n = 0;
    const writer = async (w: number) => {
      while (!stop) {
        const username = `pgkill${w}x${n++}`;
        const res = await fetch(`${server.baseUrl}/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'burst2026pw', role: 3 }),
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.push(username);
        else await new Promise((r) => setTimeout(r, 50));
      }
    };
    const writers = Array.from({ length: 4 }, (_, w) => writer(w));
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 10));

    const first = await postmasterPid(dataDir);
    process.kill(first, 'SIGKILL');
    const killedAt = acknowledged.length;
    // Writes are acknowledged again once the server has brought its database back.
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < killedAt + 30 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    stop = true;
    await Promise.all(writers);

    expect(acknowledged.length).toBeGreaterThanOrEqual(killedAt + 30);
    expect(
      [...statuses.keys()].filter((s) => s !== 201 && s !== 503),
      `${JSON.stringify([...statuses])}\n${failuresIn(server.output())}`,
    ).toEqual([]);
    const restarted = await postmasterPid(dataDir);
    expect(restarted).not.toBe(first);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);

    expect(await countStoredUsers(dataDir, acknowledged)).toBe(acknowledged.length);

    server.child.kill('SIGTERM');
    expect(await server.exited, server.output().slice(-3000)).toBe(0);
    expect(isAlive(restarted)).toBe(false);
  }, 120_000);
});
