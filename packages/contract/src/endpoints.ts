import { getCaptcha } from './auth/captcha.endpoints.js';
import { register } from './auth/register.endpoints.js';
import type { Endpoint } from './common/endpoint.js';
import { healthz, readyz } from './health/health.endpoints.js';

/** Every endpoint of the API, in one list: the server's route inventory is checked against it. */
export const endpoints = { healthz, readyz, getCaptcha, register } satisfies Record<string, Endpoint>;
