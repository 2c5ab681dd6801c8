import { randomUUID } from 'node:crypto';

import type { Captcha } from '@coalsim/contract';
import svgCaptcha from 'svg-captcha';

import { badRequest } from '../../lib/http-error.js';
import type { AuthStore } from './store/auth-store.js';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

export const CAPTCHA_EXPIRED = '验证码不存在或已过期';
export const CAPTCHA_WRONG = '验证码错误';

/** A new arithmetic captcha, rendered on the server as SVG; its answer is kept 2 minutes. */
export async function createCaptcha(store: AuthStore, enabled: boolean): Promise<Captcha> {
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
  await store.putCaptcha(uuid, text, CAPTCHA_TTL_MS);
  return { img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, uuid, enabled: true };
}

/** Single use: the answer is deleted by this check whether the code is right or wrong. */
export async function checkCaptcha(store: AuthStore, uuid: string | undefined, code: string | undefined) {
  const answer = uuid ? await store.takeCaptcha(uuid) : undefined;
  if (answer === undefined) throw badRequest(CAPTCHA_EXPIRED, { code: [CAPTCHA_EXPIRED] });
  if ((code ?? '').trim() !== answer) throw badRequest(CAPTCHA_WRONG, { code: [CAPTCHA_WRONG] });
}
