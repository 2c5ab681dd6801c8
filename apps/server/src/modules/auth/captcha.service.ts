import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Captcha } from '@coalsim/contract';
import svgCaptcha from 'svg-captcha';

import { badRequest } from '../../lib/http-error.js';
import type { AuthStore } from './store/auth-store.js';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

export const CAPTCHA_EXPIRED = '验证码不存在或已过期';
export const CAPTCHA_WRONG = '验证码错误';

/** `<expiry, base 36>.<nonce>.<mac>`: at most 50 characters, within the contract's 64. */
const TOKEN = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{24})$/;

/** The answer's signature: only the server's key can make or check it. */
export function captchaMac(key: Buffer, expires: string, nonce: string, answer: string): string {
  return createHmac('sha256', key)
    .update(`captcha|${expires}|${nonce}|${answer}`)
    .digest('base64url')
    .slice(0, 24);
}

export interface CaptchaService {
  readonly enabled: boolean;
  issue(): Captcha;
  /** Throws 400 on the `code` field unless the answer is right; a token is good for one check. */
  check(uuid: string | undefined, code: string | undefined): Promise<void>;
}

/**
 * Arithmetic captchas whose answer travels signed inside the uuid instead of in a row or a key:
 * anonymous visitors asking for captchas write nothing (issue 19 §5). Only checking one writes a
 * marker — the nonce, until its expiry — so a token cannot be checked twice, right or wrong.
 */
export function createCaptchaService(store: AuthStore, key: Buffer, enabled: boolean): CaptchaService {
  return {
    enabled,
    issue() {
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
      const expires = (Date.now() + CAPTCHA_TTL_MS).toString(36);
      const nonce = randomBytes(12).toString('base64url');
      const uuid = `${expires}.${nonce}.${captchaMac(key, expires, nonce, text)}`;
      return {
        img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
        uuid,
        enabled: true,
      };
    },
    async check(uuid, code) {
      const match = TOKEN.exec(uuid ?? '');
      const expiresAt = match ? parseInt(match[1]!, 36) : 0;
      if (!match || expiresAt <= Date.now() || !(await store.useOnce(match[2]!, new Date(expiresAt)))) {
        throw badRequest(CAPTCHA_EXPIRED, { code: [CAPTCHA_EXPIRED] });
      }
      const given = Buffer.from(captchaMac(key, match[1]!, match[2]!, (code ?? '').trim()));
      if (!timingSafeEqual(given, Buffer.from(match[3]!))) {
        throw badRequest(CAPTCHA_WRONG, { code: [CAPTCHA_WRONG] });
      }
    },
  };
}
