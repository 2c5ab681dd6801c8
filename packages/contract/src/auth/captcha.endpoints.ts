import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';

export const captchaSchema = z.object({
  /** `data:image/svg+xml;base64,…`; empty when the captcha is turned off. */
  img: z.string(),
  uuid: z.string(),
  enabled: z.boolean(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const getCaptcha = defineEndpoint({
  method: 'GET',
  path: '/auth/code',
  summary: '获取验证码',
  description: 'Arithmetic captcha for sign-in and registration (2 minutes, single use)',
  access: 'public',
  rateLimit: { max: 60, perMs: 60_000 },
  responses: { 200: captchaSchema },
});
