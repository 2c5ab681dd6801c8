import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { EMBEDDED_DATABASE } from '../db/database.js';
import { embeddedConnection } from '../db/embedded-postgres.js';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

const SERVER_ARGS = ['--conditions=source', '--import', 'tsx', 'src/server.ts'];
const RUN_SERVER = fileURLToPath(new URL('../../../../scripts/run-server.mjs', import.meta.url));

/**
 * The real server as its own process, from source, as `npm start` would run it. With
 * `viaStartScript`, under the parent that `npm start` uses (scripts/run-server.mjs), in a process
 * group of its own as a terminal's foreground job would be, so a test can signal the whole group.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { viaStartScript = false } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const args = viaStartScript
    ? [
        '--input-type=module',
        '-e',
        `import { runServer } from ${JSON.stringify(RUN_SERVER)}; runServer(process.execPath, ${JSON.stringify(SERVER_ARGS)}, { stdio: ['ignore', 'inherit', 'inherit'] });`,
      ]
    : SERVER_ARGS;
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    // Bursts of registrations from one address are what these tests make; limits are off.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      CAPTCHA_ENABLED: 'false',
      RATE_LIMITS: 'false',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: viaStartScript,
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { child, baseUrl, output: () => out, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${out}`);
}

/** The pid of the embedded PostgreSQL that owns `dataDir`, from its postmaster.pid. */
export async function postmasterPid(dataDir: string): Promise<number> {
  const pidFile = path.join(embeddedConnection(dataDir).host, 'postmaster.pid');
  return Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
}

/** How many of `usernames` the embedded database in `dataDir` holds (read over its socket). */
export async function countStoredUsers(dataDir: string, usernames: string[]): Promise<number> {
  const client = new pg.Client({ ...embeddedConnection(dataDir), database: EMBEDDED_DATABASE });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_user WHERE username = ANY($1)',
      [usernames],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Registrations from six clients at once until `atLeast` are acknowledged (201), then a SIGKILL
 * of the server while answers are still arriving. Returns the usernames it acknowledged.
 */
export async function killMidBurst(
  server: ServerProcess,
  prefix: string,
  atLeast: number,
): Promise<string[]> {
  const acknowledged: string[] = [];
  let stop = false;
  let n = 0;
  const writer = async (w: number) => {
    while (!stop) {
      const username = `${prefix}${w}x${n++}`;
      try {
        const res = await fetch(`${server.baseUrl}/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'burst2026pw', role: 3 }),
        });
        if (res.status === 201) acknowledged.push(username);
      } catch {
        return; // connection cut by the kill
      }
    }
  };
  const writers = Array.from({ length: 6 }, (_, w) => writer(w));
  while (acknowledged.length < atLeast) await new Promise((r) => setTimeout(r, 10));
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.all(writers);
  return acknowledged;
}
