import path from 'node:path';

import pg from 'pg';

/**
 * The e2e server's own embedded PostgreSQL, reached through its Unix socket in E2E_DATA_DIR.
 * Tests read what a person would read off the screen (a captcha's answer) or arrange state
 * (an expired session) here, never to skip the flow under test.
 */
export async function withDatabase<T>(task: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the Playwright config');
  const client = new pg.Client({
    host: path.join(dataDir, 'pg'),
    port: 5432,
    user: 'postgres',
    database: 'coalsim',
  });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** The answer of a captcha the page is showing (a person reads it off the image). */
export async function captchaAnswer(uuid: string): Promise<string> {
  return withDatabase(async (c) => {
    const { rows } = await c.query<{ answer: string }>('SELECT answer FROM sys_captcha WHERE uuid = $1', [
      uuid,
    ]);
    if (!rows[0]) throw new Error(`no captcha ${uuid}`);
    return rows[0].answer;
  });
}

/**
 * Ends a user's sessions as time would (their expiry passes), then tells the server's caches,
 * as its own services do, through the cache bus.
 */
export async function expireSessionsOf(username: string): Promise<void> {
  await withDatabase(async (c) => {
    await c.query(
      "UPDATE sys_session SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM sys_user WHERE username = $1)",
      [username],
    );
    await c.query("SELECT pg_notify('coalsim_cache', 'e2e|sessions')");
  });
}
