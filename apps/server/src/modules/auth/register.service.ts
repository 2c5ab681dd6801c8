import type { RegisterBody } from '@coalsim/contract';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise, sysUser } from '../../db/tables/account.table.js';
import { CREDIT_CODE_TAKEN, USERNAME_TAKEN } from '../../lib/conflict-messages.js';
import { conflict } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/password.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { CaptchaService } from './captcha.service.js';

/**
 * Creates an enterprise (2) or individual (3) account; the captcha is checked first when enabled.
 * An enterprise account registers its enterprise in the same transaction, pending verification.
 */
export async function registerAccount(db: Db, captchas: CaptchaService, body: RegisterBody) {
  if (captchas.enabled) await captchas.check(body.uuid, body.code);
  const passwordHash = await hashPassword(body.password);
  const audit = { createBy: body.username, updateBy: body.username };
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(sysUser)
        .values({
          username: body.username,
          nickName: body.nickName ?? body.enterprise?.name.slice(0, 30) ?? body.username,
          passwordHash,
          role: body.role,
          ...audit,
        })
        // Any unique clash here is the username's (unique regardless of case).
        .onConflictDoNothing()
        .returning({
          id: sysUser.id,
          username: sysUser.username,
          nickName: sysUser.nickName,
          role: sysUser.role,
        });
      if (!created) throw conflict(USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
      if (body.role === 2 && body.enterprise) {
        const [company] = await tx
          .insert(enterprise)
          .values({ ...body.enterprise, status: 'pending', ownerUserId: created.id, ...audit })
          .returning({ id: enterprise.id });
        await tx.update(sysUser).set({ enterpriseId: company!.id }).where(eq(sysUser.id, created.id));
      }
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'enterprise_credit_code_unique')) {
      throw conflict(CREDIT_CODE_TAKEN, { 'enterprise.creditCode': [CREDIT_CODE_TAKEN] });
    }
    throw err;
  }
}
