import { z } from 'zod';

import { defineEndpoint } from '../common/endpoint.js';

export const healthz = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  summary: '存活检查',
  description: 'The process is up',
  access: 'public',
  rateLimit: false,
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

export const readyz = defineEndpoint({
  method: 'GET',
  path: '/readyz',
  summary: '就绪检查',
  description: 'The database answers',
  access: 'public',
  rateLimit: false,
  responses: { 200: z.object({ status: z.literal('ok'), database: z.literal('up') }) },
});
