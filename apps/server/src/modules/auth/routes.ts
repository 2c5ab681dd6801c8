import { getCaptcha, getInfo, login, logout, register } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { jsonWriter, sendCached } from '../../lib/serializer.js';
import { principalOf, sessionOf } from '../../plugins/auth.js';
import type { CaptchaService } from './captcha.service.js';
import { loadProfile, withRoles } from './current-user.js';
import { login as signIn } from './login.service.js';
import { registerAccount } from './register.service.js';

export interface AuthRoutesOptions {
  captchas: CaptchaService;
}

/** Captcha, registration, sign-in, who am I, sign-out. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const writeInfo = jsonWriter(getInfo.responses[200]);

  app.route({
    ...fromContract(getCaptcha),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return opts.captchas.issue();
    },
  });

  app.route({
    ...fromContract(register),
    handler: async (request, reply) => {
      const created = await registerAccount(app.db, opts.captchas, request.body);
      request.auditUser = { id: created.id, username: created.username };
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...fromContract(login),
    handler: async (request, reply) => {
      // The answer holds the new session's token: no cache may keep it (the request had none).
      reply.header('cache-control', 'no-store');
      const result = await signIn(
        {
          db: app.db,
          store: app.authStore,
          captchas: opts.captchas,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        },
        request.body,
      );
      // The sign-in's log row names the account, as the user's own operations list shows it.
      request.auditUser = { id: result.user.id, username: result.user.username };
      return result;
    },
  });

  app.route({
    ...fromContract(getInfo),
    // Read on every page load: kept as written JSON, dropped when the profile or the permissions
    // change (both clear this cache).
    handler: (request, reply) => {
      const principal = principalOf(request);
      return sendCached(reply, app.caches.profiles, principal.id, async () =>
        writeInfo(withRoles(await loadProfile(app.db, principal.id), principal)),
      );
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
