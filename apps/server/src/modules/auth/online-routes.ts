import { kickOnline, listOnline } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { sessionOf } from '../../plugins/auth.js';
import { listOnline as list } from './online.service.js';

/** Online users (sessions) for staff with the online permissions. */
export const onlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(listOnline),
    handler: async (request) => list(app.db, app.authStore, request.query, sessionOf(request).id),
  });

  app.route({
    ...fromContract(kickOnline),
    handler: async (request) => {
      await app.authStore.revokeSessionsById(request.body);
      return {};
    },
  });
};
