import pg from 'pg';

/** The same server and credentials as `config`, another database. */
export function onDatabase(config: pg.PoolConfig, database: string): pg.PoolConfig {
  if (config.connectionString) {
    // pg lets the URL's parts win over the fields beside it: the URL itself must change.
    const url = new URL(config.connectionString);
    url.pathname = `/${encodeURIComponent(database)}`;
    return { ...config, connectionString: url.toString(), database };
  }
  return { ...config, database };
}

/** Runs `task` on a connection to the server's maintenance database (`postgres`). */
export async function withMaintenanceClient<T>(config: pg.PoolConfig, task: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client(onDatabase(config, 'postgres'));
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A name for a database made beside `current` (identifiers stop at 63 bytes). */
export function besideName(current: string, suffix: string): string {
  return `${current.slice(0, 63 - suffix.length - 1)}_${suffix}`;
}
