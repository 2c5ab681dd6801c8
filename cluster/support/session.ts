import { createHash, createHmac } from 'node:crypto';

import { type Api, describe, type Reply } from './api.js';
import { cluster } from './context.js';

export const DEMO_PASSWORD = '123456';

/**
 * The answer of a captcha (a person reads it off the image): the answer travels signed in the
 * uuid under the instances' key, sha256(SECRET_KEY) (apps/server/src/lib/secret-key.ts), so the
 * test finds it by trying the results the arithmetic can have.
 */
export function captchaAnswer(uuid: string): string {
  const key = createHash('sha256').update(cluster().secretKey).digest();
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

/** A captcha from `from` and its answer, to be sent to any instance. */
export async function solvedCaptcha(from: Api): Promise<{ uuid: string; code: string }> {
  const captcha = await from.get<{ uuid: string; enabled: boolean }>('/auth/code');
  if (captcha.status !== 200) throw new Error(`captcha from ${from.base}: ${describe(captcha)}`);
  return { uuid: captcha.body.uuid, code: captchaAnswer(captcha.body.uuid) };
}

/** POST /auth/login at `api` with a captcha taken from `captchaFrom` (the same instance by default). */
export async function attemptSignIn(
  api: Api,
  username: string,
  password: string,
  captchaFrom: Api = api,
): Promise<Reply<{ token?: string; message?: string }>> {
  const captcha = await solvedCaptcha(captchaFrom);
  return api.post('/auth/login', { username, password, ...captcha });
}

/** Signs in and returns the same client carrying the session's `Bearer …` token. */
export async function signIn(api: Api, username: string, password = DEMO_PASSWORD): Promise<Api> {
  const res = await attemptSignIn(api, username, password);
  if (res.status !== 200 || !res.body.token) {
    throw new Error(`sign-in of ${username} at ${api.base} failed: ${describe(res)}`);
  }
  return api.as(res.body.token);
}
