import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';

import { postgresUser } from './prerequisites.js';
import { type Child, startProcess, stopProcess, tail, waitUntil } from './processes.js';

const run = promisify(execFile);

export interface Postgres {
  child: Child;
  /** The app's own role (owner of its database, not a superuser), as production would have it. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL of Debian's binaries, initialised in `dir`: TCP on 127.0.0.1:`port` with password
 * (scram) sign-in for the app, its socket inside `dir` rather than Debian's /var/run/postgresql
 * (the superuser creates the app's role and database through it), and the
 * initdb defaults otherwise (max_connections 100, as on a fresh Debian cluster), so that the
 * limits the instances meet are those of a plain installation.
 */
export async function startPostgres(bin: string, dir: string, port: number): Promise<Postgres> {
  const owner = postgresUser();
  const dataDir = path.join(dir, 'data');
  const appPassword = randomBytes(12).toString('hex');
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (owner) {
    await chown(dir, owner.uid, owner.gid);
    await chown(dataDir, owner.uid, owner.gid);
  }
  await run(
    path.join(bin, 'initdb'),
    [
      ...['-D', dataDir, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256'],
      // UTF8 as the embedded server has it: under LC_ALL=C initdb would pick SQL_ASCII, where
      // varchar lengths count bytes and the demo seed's Chinese names no longer fit.
      ...['--encoding=UTF8', '--locale=C'],
    ],
    {
      uid: owner?.uid,
      gid: owner?.gid,
      env: { LC_ALL: 'C', LANG: 'C', PATH: process.env.PATH },
    },
  ).catch((err: Error & { stderr?: string }) => {
    throw new Error(`initdb failed: ${err.stderr ?? err.message}`);
  });
  const child = startProcess(
    'postgres',
    path.join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-k', dir],
    {
      env: { LC_ALL: 'C', LANG: 'C' },
      logFile: path.join(dir, 'postgres.log'),
      runAs: owner,
      abruptStop: 'SIGQUIT',
    },
  );
  const superuser = { host: dir, port, user: 'postgres', database: 'postgres' };
  await waitUntil('PostgreSQL', () => query(superuser, 'SELECT 1').then(() => true), {
    timeoutMs: 30_000,
    gone: () => child.exit && `exited at start:\n${tail(child.logFile)}`,
  });
  await query(superuser, `CREATE ROLE coalsim LOGIN PASSWORD '${appPassword}'`);
  await query(superuser, 'CREATE DATABASE coalsim OWNER coalsim');
  return {
    child,
    databaseUrl: `postgres://coalsim:${appPassword}@127.0.0.1:${port}/coalsim`,
    // Fast shutdown: open sessions are ended, nothing is written that a test could miss.
    stop: () => stopProcess(child, 'SIGINT', 20_000),
  };
}

/** One statement as the superuser, through the Unix socket in `dir` (local sign-in is trusted). */
async function query(connection: pg.ClientConfig, sql: string): Promise<void> {
  const client = new pg.Client({ ...connection, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
