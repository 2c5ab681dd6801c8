import {
  collectSoft,
  getPortalSoft,
  likeSoft,
  listCollectedSoft,
  listLikedSoft,
  listPortalSoft,
  uncollectSoft,
  unlikeSoft,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { principalOf } from '../../plugins/auth.js';
import { listPublishedSoft } from './soft-query.js';
import { getPublishedSoft, listMarked, setMark, visitorKey } from './soft.service.js';

/** The software centre of the portal: the catalogue, one product, likes and favourites. */
export const softRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(listPortalSoft),
    handler: async (request) => listPublishedSoft(app.db, request.query),
  });

  app.route({
    ...fromContract(getPortalSoft),
    handler: async (request) => {
      const userId = request.principal?.id;
      const visitor = visitorKey(userId, request.ip, request.headers['user-agent']);
      return getPublishedSoft(app.db, request.params.id, visitor, userId);
    },
  });

  for (const [endpoint, kind, on] of [
    [likeSoft, 'like', true],
    [unlikeSoft, 'like', false],
  ] as const) {
    app.route({
      ...fromContract(endpoint),
      handler: async (request) => {
        const likeCount = await setMark(app.db, kind, principalOf(request).id, request.params.id, on);
        return { liked: on, likeCount };
      },
    });
  }

  for (const [endpoint, kind, on] of [
    [collectSoft, 'collect', true],
    [uncollectSoft, 'collect', false],
  ] as const) {
    app.route({
      ...fromContract(endpoint),
      handler: async (request) => {
        const collectCount = await setMark(app.db, kind, principalOf(request).id, request.params.id, on);
        return { collected: on, collectCount };
      },
    });
  }

  app.route({
    ...fromContract(listLikedSoft),
    handler: async (request) =>
      listMarked(app.db, 'like', principalOf(request).id, request.query.page, request.query.size),
  });

  app.route({
    ...fromContract(listCollectedSoft),
    handler: async (request) =>
      listMarked(app.db, 'collect', principalOf(request).id, request.query.page, request.query.size),
  });
};
