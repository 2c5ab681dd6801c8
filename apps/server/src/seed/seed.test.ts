import { validIdCard, validMobile } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { enterprise, sysUser } from '../db/tables/account.table.js';
import { verifyPassword } from '../lib/password.js';
import { entDept, entJob, entWorker } from '../modules/org/org.table.js';
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
      ['expert1', 3, false],
      ['expert2', 3, false],
    ]);
    for (const u of users) {
      expect(u.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(u.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
    const [company] = await db.select().from(enterprise).where(eq(enterprise.name, '示例煤业集团'));
    expect(company?.name).toBe('示例煤业集团');
    // Verified, so 已通过平台认证 has a date to show rather than 认证时间：-.
    expect(company?.status).toBe('verified');
    expect(company?.verifiedAt).toBeInstanceOf(Date);
    expect(users.find((u) => u.username === 'enterprise')?.enterpriseId).toBe(company?.id);
  });

  it('makes worker a staff member of the demo enterprise, which has a two-level tree, posts and staff', async () => {
    const [company] = await db.select().from(enterprise).where(eq(enterprise.name, '示例煤业集团'));
    const [worker] = await db.select().from(sysUser).where(eq(sysUser.username, 'worker'));
    expect(worker?.enterpriseId).toBe(company?.id);
    const [record] = await db.select().from(entWorker).where(eq(entWorker.userId, worker!.id));
    expect(record).toMatchObject({ name: '李明', enterpriseId: company?.id, status: 'active' });
    const depts = await db
      .select()
      .from(entDept)
      .where(eq(entDept.enterpriseId, company!.id))
      .orderBy(entDept.id);
    expect(depts.filter((d) => d.pid === null).map((d) => d.name)).toEqual([
      '生产部',
      '安全部',
      '综合办公室',
    ]);
    expect(depts.map((d) => d.name)).toEqual(expect.arrayContaining(['综采一队', '通风科']));
    expect(await db.$count(entJob, eq(entJob.enterpriseId, company!.id))).toBe(8);
    const staff = await db.select().from(entWorker).where(eq(entWorker.enterpriseId, company!.id));
    expect(staff).toHaveLength(40);
    for (const s of staff) {
      expect(validMobile(s.phone), s.phone).toBe(true);
      if (s.idCard) expect(validIdCard(s.idCard), s.idCard).toBe(true);
    }
    expect(staff.filter((s) => s.idCard).length).toBeGreaterThan(5);
  });

  it('is idempotent', async () => {
    expect(await seedDemo(db)).toBe(false);
    expect(await db.$count(sysUser)).toBe(6);
    expect(await db.$count(enterprise)).toBe(7);
  });
});
