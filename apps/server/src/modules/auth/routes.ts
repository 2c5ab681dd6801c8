import { getCaptcha, getInfo, login, logout, register } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { principalOf, sessionOf } from '../../plugins/auth.js';
import { createCaptcha } from './captcha.service.js';
import { loadProfile, withRoles } from './current-user.js';
import { login as signIn } from './login.service.js';
import { registerAccount } from './register.service.js';

export interface AuthRoutesOptions {
  captchaEnabled: boolean;
}

/** Captcha, registration, sign-in, who am I, sign-out. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  app.route({
    ...fromContract(getCaptcha),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(app.authStore, opts.captchaEnabled);
    },
  });

  app.route({
    ...fromContract(register),
    handler: async (request, reply) => {
      const created = await registerAccount(app.db, app.authStore, request.body, opts.captchaEnabled);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...fromContract(login),
    handler: async (request) =>
      signIn(
        {
          db: app.db,
          store: app.authStore,
          captchaEnabled: opts.captchaEnabled,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        },
        request.body,
      ),
  });

  app.route({
    ...fromContract(getInfo),
    handler: async (request) => {
      const principal = principalOf(request);
      // Read on every page load: served from memory, dropped when the profile changes.
      const profile = await app.caches.profiles.get(principal.id, () => loadProfile(app.db, principal.id));
      return withRoles(profile, principal);
    },
  });

  app.route({
    ...fromContract(logout),
    handler: async (request) => {
      await app.authStore.revokeSession(sessionOf(request).tokenHash);
      return {};
    },
  });
};
