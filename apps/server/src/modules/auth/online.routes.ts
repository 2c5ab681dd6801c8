import { kickOnline, listMySessions, listOnline, revokeMySession } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { principalOf, sessionOf } from '../../plugins/auth.js';
import { kickSessions, listOnline as list, listOwnSessions, revokeOwnSession } from './online.service.js';

/** Online users (sessions) for staff with the online permissions, and one's own devices. */
export const onlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(listOnline),
    handler: async (request) => list(app.db, app.authStore, request.query, sessionOf(request).id),
  });

  app.route({
    ...fromContract(kickOnline),
    handler: async (request) => {
      await kickSessions(app.db, app.authStore, principalOf(request), request.body);
      return {};
    },
  });

  app.route({
    ...fromContract(listMySessions),
    handler: async (request) =>
      listOwnSessions(app.db, app.authStore, principalOf(request), sessionOf(request).id),
  });

  app.route({
    ...fromContract(revokeMySession),
    handler: async (request) => {
      await revokeOwnSession(app.authStore, principalOf(request), request.params.id);
      return {};
    },
  });
};
