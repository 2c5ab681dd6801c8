import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { ClusterInfo } from './cluster-info.js';
import { startControlServer } from './control-server.js';
import { freePorts } from './free-ports.js';
import { Instances } from './instances.js';
import { startNginx } from './nginx.js';
import { startPostgres } from './postgres.js';
import { checkBuild, findTools } from './prerequisites.js';
import { killAllNow } from './processes.js';
import { startRedis } from './redis.js';
import { startS3 } from './s3.js';

export interface RunningCluster {
  info: ClusterInfo;
  instances: Instances;
  /** Stops everything (proxy, instances, Redis, PostgreSQL, S3), keeps the logs, removes the folder. */
  stop(): Promise<void>;
}

/** The logs worth keeping after the folder is gone, relative to it. */
const LOGS = [
  'instance-1.log',
  'instance-2.log',
  'instance-3.log',
  'postgres/postgres.log',
  'redis/redis.log',
  'nginx/access.log',
  'nginx/error.log',
  'measurements.jsonl',
];

function keepLogs(tempDir: string, resultsDir: string): void {
  mkdirSync(resultsDir, { recursive: true });
  for (const log of LOGS) {
    const from = path.join(tempDir, log);
    if (existsSync(from)) cpSync(from, path.join(resultsDir, log.replaceAll('/', '-')));
  }
}

/**
 * Starts the whole cluster on free loopback ports in a new temporary folder, in the order a
 * machine would: PostgreSQL, Redis and the object store together, then the three instances at the
 * same moment (their migrations and demo seed meet under the advisory lock), then nginx. Whatever
 * fails, what was started is stopped before the error leaves; an abrupt end of the runner (Ctrl-C)
 * kills what is left and removes the folder on the process's 'exit'.
 */
export async function startCluster(opts: {
  root: string;
  resultsDir: string;
  rounds: number;
  /** Settings every instance gets on top of the cluster's own (the bench turns limits off). */
  env?: Record<string, string>;
}): Promise<RunningCluster> {
  const tools = findTools();
  const { serverJs } = checkBuild(opts.root);
  const keep = process.env.CLUSTER_KEEP === '1';
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'coalsim-cluster-'));
  // The postgres user (and nginx's workers) must reach their folders inside it.
  chmodSync(tempDir, 0o755);
  rmSync(opts.resultsDir, { recursive: true, force: true });

  const cleanups: (() => Promise<void>)[] = [];
  let stopped = false;
  const onExit = () => {
    if (stopped) return;
    killAllNow();
    keepLogs(tempDir, opts.resultsDir);
    if (!keep) rmSync(tempDir, { recursive: true, force: true, maxRetries: 5 });
  };
  // Ctrl-C: vitest exits at once, and only 'exit' listeners still run. Were vitest not listening
  // yet (Ctrl-C during this setup), this makes SIGINT end the process through 'exit' all the same.
  const onSignal = () => setTimeout(() => process.exit(130), 50);
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const stop = async () => {
    if (stopped) return;
    for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => console.error(err));
    stopped = true;
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    keepLogs(tempDir, opts.resultsDir);
    if (keep) console.log(`cluster: CLUSTER_KEEP=1, the folder stays: ${tempDir}`);
    else rmSync(tempDir, { recursive: true, force: true, maxRetries: 5 });
  };

  try {
    const [pgPort, redisPort, s3Port, nginxPort, ...instancePorts] = await freePorts(7);
    // Settled together, so that one failing still leaves the others registered for the stop.
    const [pg, redisStarted, s3Started] = await Promise.allSettled([
      startPostgres(tools.postgresBin, path.join(tempDir, 'postgres'), pgPort!),
      startRedis(tools.redisServer, path.join(tempDir, 'redis'), redisPort!),
      startS3(path.join(tempDir, 's3'), s3Port!),
    ]);
    for (const s of [pg, redisStarted, s3Started]) if (s.status === 'fulfilled') cleanups.push(s.value.stop);
    if (pg.status === 'rejected') throw pg.reason;
    if (redisStarted.status === 'rejected') throw redisStarted.reason;
    if (s3Started.status === 'rejected') throw s3Started.reason;
    const [postgres, redis, s3] = [pg.value, redisStarted.value, s3Started.value];
    const secretKey = randomBytes(32).toString('hex');
    const instances = new Instances(
      serverJs,
      {
        DATABASE_URL: postgres.databaseUrl,
        REDIS_URL: redis.url,
        STORAGE: 's3',
        ...s3.env,
        TRUST_PROXY: 'loopback',
        // Instances sharing a database share the key (README): captchas issued by one are checked by another.
        SECRET_KEY: secretKey,
        LOG_LEVEL: 'info',
        ...opts.env,
      },
      tempDir,
      instancePorts,
    );
    cleanups.push(() => instances.stopAll());
    await instances.startAll();
    const nginx = await startNginx(tools.nginx, path.join(tempDir, 'nginx'), nginxPort!, instancePorts);
    // Stopped before the instances (cleanups run in reverse): no request reaches one that is stopping.
    cleanups.push(nginx.stop);
    const control = await startControlServer(instances);
    cleanups.push(control.close);

    const measurementsFile = path.join(tempDir, 'measurements.jsonl');
    writeFileSync(measurementsFile, '');
    const info: ClusterInfo = {
      proxyUrl: nginx.url,
      instanceUrls: instances.all.map((i) => i.url),
      controlUrl: control.url,
      secretKey,
      databaseUrl: postgres.databaseUrl,
      tempDir,
      instanceLogs: instances.all.map((i) => i.logFile),
      nginxAccessLog: nginx.accessLog,
      measurementsFile,
      rounds: opts.rounds,
    };
    return { info, instances, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
