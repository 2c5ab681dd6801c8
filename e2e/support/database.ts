import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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

/**
 * The answer of a captcha the page is showing (a person reads it off the image). The answer
 * travels signed in the uuid (apps/server/src/modules/auth/captcha.service.ts); holding the
 * server's key (DATA_DIR/secret.key), the test finds it by trying the possible results.
 */
export async function captchaAnswer(uuid: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the Playwright config');
  const key = Buffer.from((await readFile(path.join(dataDir, 'secret.key'), 'utf8')).trim(), 'hex');
  const [expires, nonce, mac] = uuid.split('.');
  for (let answer = -20; answer <= 20; answer++) {
    const signed = createHmac('sha256', key)
      .update(`captcha|${expires}|${nonce}|${answer}`)
      .digest('base64url')
      .slice(0, 24);
    if (signed === mac) return String(answer);
  }
  throw new Error(`no answer fits captcha ${uuid}`);
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
