import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

import { type Child, startProcess, stopProcess, tail, waitUntil } from './processes.js';

export interface RedisServer {
  child: Child;
  url: string;
  stop(): Promise<void>;
}

/** `PING` over a plain socket: the harness needs no Redis client for one readiness check. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/** Debian's redis-server on 127.0.0.1:`port`, nothing written to disk (no RDB, no AOF). */
export async function startRedis(redisServer: string, dir: string, port: number): Promise<RedisServer> {
  await mkdir(dir, { recursive: true });
  const child = startProcess(
    'redis',
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { env: {}, logFile: path.join(dir, 'redis.log') },
  );
  await waitUntil('Redis', () => pings(port), {
    timeoutMs: 15_000,
    gone: () => child.exit && `exited at start:\n${tail(child.logFile)}`,
  });
  return { child, url: `redis://127.0.0.1:${port}`, stop: () => stopProcess(child, 'SIGTERM', 10_000) };
}
