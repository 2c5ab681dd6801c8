import net from 'node:net';

/**
 * `count` distinct free loopback ports: all are held open until every one is known, so the
 * kernel cannot hand out the same port twice; a program may still take one before its owner
 * binds it, which on a test machine is rare enough to fail loudly rather than retry.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}
