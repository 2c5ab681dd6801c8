import { getCaptcha, register } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { createCaptcha } from './captcha.service.js';
import { registerAccount } from './register.service.js';

export interface AuthRoutesOptions {
  captchaEnabled: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  app.route({
    ...fromContract(getCaptcha),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(app.db, opts.captchaEnabled);
    },
  });

  app.route({
    ...fromContract(register),
    handler: async (request, reply) => {
      const created = await registerAccount(app.db, request.body, opts.captchaEnabled);
      return reply.code(201).send(created);
    },
  });
};
