import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { verifyPassword } from '../lib/password.js';
import { enterprise } from '../modules/enterprise/enterprise.table.js';
import { sysUser } from '../modules/users/user.table.js';
import { createTestDatabase } from '../testing/build-test-app.js';
import { DEMO_PASSWORD, seedDemo } from './seed.js';

describe('seedDemo', async () => {
  const { db } = await createTestDatabase(false);

  it('seeds the demo accounts and the demo enterprise into an empty database', async () => {
    expect(await seedDemo(db)).toBe(true);
    const users = await db.select().from(sysUser).orderBy(sysUser.id);
    expect(users.map((u) => [u.username, u.role, u.isAdmin])).toEqual([
      ['admin', 1, true],
      ['enterprise', 2, false],
      ['worker', 3, false],
      ['operator', 1, false],
    ]);
    for (const u of users) {
      expect(u.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(u.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
    const [company] = await db.select().from(enterprise).where(eq(enterprise.name, '示例煤业集团'));
    expect(company?.name).toBe('示例煤业集团');
    expect(users.find((u) => u.username === 'enterprise')?.enterpriseId).toBe(company?.id);
  });

  it('is idempotent', async () => {
    expect(await seedDemo(db)).toBe(false);
    expect(await db.$count(sysUser)).toBe(4);
    expect(await db.$count(enterprise)).toBe(7);
  });
});
