import { eq } from 'drizzle-orm';

import type { Db } from '../db/database.js';
import { enterprise, sysUser } from '../db/tables/account.table.js';
import { hashPassword } from '../lib/password.js';
import { seedAccessDemo } from './demo/seed-access.js';
import { seedAssessDemo } from './demo/seed-assess.js';
import { seedDeviceDemo } from './demo/seed-devices.js';
import { seedExamPapersDemo } from './demo/seed-exam-papers.js';
import { seedExamDemo } from './demo/seed-exam.js';
import { seedOrgDemo } from './demo/seed-org.js';
import { seedPortalDemo } from './demo/seed-portal.js';
import { seedStaffDemo } from './demo/seed-staff.js';
import { seedTrainDemo } from './demo/seed-train.js';
import { noAccountsYet, PLATFORM_ADMIN } from './first-admin.js';

export const DEMO_PASSWORD = '123456';

/**
 * Demo accounts and content (DESIGN §2) for a first look at the product. Runs only on an empty
 * database, inside one transaction, so a crash half-way leaves nothing to clean up.
 * `launchOrigin`: where this server is reached, for the demo software's launch addresses.
 */
export async function seedDemo(db: Db, launchOrigin?: string): Promise<boolean> {
  if (!(await noAccountsYet(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const audit = { createBy: 'system', updateBy: 'system' };
    await tx.insert(sysUser).values({
      ...PLATFORM_ADMIN,
      passwordHash,
      email: 'admin@coalsim.cn',
      phone: '18888888888',
      gender: '男',
    });
    const [owner] = await tx
      .insert(sysUser)
      .values({
        username: 'enterprise',
        nickName: '示例煤业集团',
        passwordHash,
        role: 2,
        email: 'contact@demo-coal.cn',
        phone: '13900139000',
        gender: '男',
        ...audit,
      })
      .returning({ id: sysUser.id });
    const [company] = await tx
      .insert(enterprise)
      .values({
        name: '示例煤业集团',
        creditCode: '91140100MA0GRX2L3Q',
        type: '1',
        province: '山西省',
        city: '太原市',
        address: '太原市小店区示范路 88 号',
        contact: '王立强',
        phone: '13900139000',
        status: 'verified',
        verifiedAt: new Date(),
        ownerUserId: owner?.id,
        ...audit,
      })
      .returning({ id: enterprise.id });
    if (owner && company)
      await tx.update(sysUser).set({ enterpriseId: company.id }).where(eq(sysUser.id, owner.id));
    // A staff member of the demo enterprise: the account carries it, and its worker record links it.
    const [worker] = await tx
      .insert(sysUser)
      .values({
        username: 'worker',
        nickName: '李明',
        passwordHash,
        role: 3,
        enterpriseId: company?.id,
        email: 'liming@demo-coal.cn',
        phone: '13700137000',
        gender: '男',
        ...audit,
      })
      .returning({ id: sysUser.id });
    if (company && worker) await seedOrgDemo(tx, company.id, worker.id);
    await seedStaffDemo(tx, passwordHash);
    await seedPortalDemo(tx);
    if (company) await seedAccessDemo(tx, company.id, Date.now(), launchOrigin);
    if (company) await seedTrainDemo(tx, company.id);
    if (company) await seedDeviceDemo(tx, company.id);
    if (company) await seedExamDemo(tx, company.id);
    if (company) await seedExamPapersDemo(tx, company.id);
    await seedAssessDemo(tx, passwordHash);
  });
  return true;
}
