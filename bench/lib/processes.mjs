// Starting and measuring the processes a benchmark needs, each in its own OS process so that
// the load generator never competes with the server inside one event loop.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BENCH = path.join(ROOT, 'bench');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resident set size of a process, in MB. */
export function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/** CPU time a process has used so far (user + system), in ms; clock ticks are 10 ms on Linux. */
export function cpuMs(pid) {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time (ms) of the embedded PostgreSQL: the postmaster, the backends it has reaped (its
 * children's time, which a connection's CPU joins when the pool closes it) and its live ones.
 */
export function postgresCpuMs(dataDir) {
  const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const own = readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1].split(' ');
  let total = (Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])) * 10;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) === postmaster) total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The built CoalSim server on a fresh (or given) DATA_DIR, captcha off so scripts can sign in. */
export async function startServer({ dataDir, env = {} } = {}) {
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'coalsim-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      // The load comes from one address: the per-IP limit for anonymous calls would throttle the
      // portal scenarios (signed-in calls are never limited).
      RATE_LIMIT_ANONYMOUS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`);
  const stop = stopper(child);
  return {
    url,
    pid: child.pid,
    dataDir: dir,
    stop,
    async dispose() {
      await stop();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A client (not yet connected) of a started server's embedded PostgreSQL, on its socket in DATA_DIR/pg. */
export function databaseClient(server) {
  return new pg.Client({
    host: path.join(server.dataDir, 'pg'),
    port: 5432,
    user: 'postgres',
    database: 'coalsim',
  });
}

/** The ceiling of this stack on this machine: a bare Fastify route, in its own process. */
export async function startBaseline() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(BENCH, 'scenarios/baseline-server.mjs'), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return { url, pid: child.pid, stop: stopper(child) };
}

export async function signIn(url, username = 'admin', password = '123456') {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** The cookie the login page leaves for a session's `token` at `url`, as Playwright takes it. */
export function sessionCookie(url, token) {
  return { name: 'COALSIM_TOKEN', value: token, url, sameSite: 'Strict' };
}
