import { randomUUID } from 'node:crypto';

import type { Captcha } from '@coalsim/contract';
import { eq, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';

import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { sysCaptcha } from './captcha.table.js';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

export const CAPTCHA_EXPIRED = '验证码不存在或已过期';
export const CAPTCHA_WRONG = '验证码错误';

/** A new arithmetic captcha, rendered on the server as SVG; its answer is kept 2 minutes. */
export async function createCaptcha(db: Db, enabled: boolean): Promise<Captcha> {
  if (!enabled) return { img: '', uuid: '', enabled: false };
  const { data, text } = svgCaptcha.createMathExpr({
    mathMin: 1,
    mathMax: 9,
    mathOperator: '+-',
    noise: 2,
    color: true,
    width: 111,
    height: 36,
    background: '#f2f6fc',
  });
  const uuid = randomUUID();
  await db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, sql`now()`));
  await db
    .insert(sysCaptcha)
    .values({ uuid, answer: text, expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) });
  return { img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, uuid, enabled: true };
}

/** Single use: the answer is deleted by this check whether the code is right or wrong. */
export async function checkCaptcha(
  db: Db,
  uuid: string | undefined,
  code: string | undefined,
): Promise<void> {
  if (!uuid) throw badRequest(CAPTCHA_EXPIRED);
  const [row] = await db.delete(sysCaptcha).where(eq(sysCaptcha.uuid, uuid)).returning();
  if (!row || row.expiresAt.getTime() < Date.now()) throw badRequest(CAPTCHA_EXPIRED);
  if ((code ?? '').trim() !== row.answer) throw badRequest(CAPTCHA_WRONG, { code: [CAPTCHA_WRONG] });
}
