import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../config.js';
import { sysUser } from '../db/tables/account.table.js';
import { verifyPassword } from '../lib/password.js';
import { signIn } from '../testing/auth-helpers.js';
import { buildTestApp } from '../testing/build-test-app.js';
import { seedFirstAdmin } from './first-admin.js';

const PASSWORD = 'Coal2026Mine-first';

describe('INITIAL_ADMIN_PASSWORD: the first administrator of a production installation', async () => {
  // An empty, migrated database: what a production start finds the first time.
  const { app, db } = await buildTestApp({ seed: false });

  it('makes admin with every permission once, on a database without accounts', async () => {
    expect(await seedFirstAdmin(db, PASSWORD)).toBe(true);
    const token = await signIn(app, 'admin', PASSWORD);
    const info = await app.inject({
      method: 'GET',
      url: '/api/users?page=0&size=10',
      headers: { authorization: token },
    });
    expect(info.statusCode).toBe(200);
    const [admin] = await db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
    expect(admin).toMatchObject({ role: 1, isAdmin: true, enabled: true });
    expect(admin!.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('never touches an installation that has accounts: the variable left set resets nothing', async () => {
    expect(await seedFirstAdmin(db, 'Another2026password')).toBe(false);
    const [admin] = await db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
    expect(await verifyPassword(admin!.passwordHash, PASSWORD)).toBe(true);
  });

  it('refuses a weak password at start with what to do', () => {
    expect(() => loadConfig({ INITIAL_ADMIN_PASSWORD: '123456' })).toThrow(ConfigError);
    expect(() => loadConfig({ INITIAL_ADMIN_PASSWORD: 'onlyletterslong' })).toThrow(/letters and digits/);
    expect(loadConfig({ INITIAL_ADMIN_PASSWORD: PASSWORD }).initialAdminPassword).toBe(PASSWORD);
    expect(loadConfig({}).initialAdminPassword).toBeUndefined();
  });
});
