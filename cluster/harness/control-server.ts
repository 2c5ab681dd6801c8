import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Instances } from './instances.js';

/**
 * The tests run in worker processes and the instances are children of the runner: a test asks
 * the harness, over loopback, to SIGKILL an instance or start it again, so that the harness keeps
 * owning every process it must stop at the end.
 *
 *   POST /instances/:n/kill   → { pid }   (answers once the process is gone)
 *   POST /instances/:n/start  → { pid }   (answers once its /readyz says ready)
 *   GET  /instances           → [{ n, pid, running, kills, unexpectedExits }]
 *   GET  /client-ip           → { ip }  (a made-up client address no other test of the run got)
 */
let handedOut = 0;

/**
 * Client addresses for X-Forwarded-For from the documentation ranges (RFC 5737, then RFC 3849):
 * only ever header values, never destinations. Handed out in turn, so the per-address counters
 * (failed sign-ins, captchas) of one test never add up with another's, whichever file it is in.
 */
function nextClientIp(): string {
  const i = handedOut++;
  const nets = ['192.0.2', '198.51.100', '203.0.113'];
  const net = nets[Math.floor(i / 254)];
  return net ? `${net}.${(i % 254) + 1}` : `2001:db8::${i.toString(16)}`;
}

export async function startControlServer(
  instances: Instances,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const action = /^\/instances\/(\d+)\/(kill|start)$/.exec(request.url ?? '');
    const handle = async () => {
      if (request.method === 'GET' && request.url === '/client-ip') return send(200, { ip: nextClientIp() });
      if (request.method === 'GET' && request.url === '/instances') {
        return send(
          200,
          instances.all.map((i) => ({
            n: i.n,
            pid: i.child?.pid,
            running: Boolean(i.child && !i.child.exit),
            kills: i.kills,
            unexpectedExits: i.unexpectedExits,
          })),
        );
      }
      if (request.method !== 'POST' || !action) return send(404, { message: 'unknown control request' });
      const n = Number(action[1]);
      const pid = action[2] === 'kill' ? await instances.kill(n) : await instances.restart(n);
      return send(200, { pid });
    };
    handle().catch((err: unknown) =>
      send(500, { message: err instanceof Error ? err.message : String(err) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
