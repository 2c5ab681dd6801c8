import { getPortalNews, getPortalStats, listPortalNews } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { getPublishedNews, listPublishedNews } from './news.service.js';
import { portalStats } from './portal-stats.service.js';

/** Portal news and the platform figures of the portal home. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(listPortalNews),
    handler: async (request) =>
      app.caches.newsPages.get(JSON.stringify(request.query), () => listPublishedNews(app.db, request.query)),
  });
  app.route({
    ...fromContract(getPortalNews),
    handler: async (request) => getPublishedNews(app.db, request.params.id),
  });
  app.route({ ...fromContract(getPortalStats), handler: async () => portalStats(app.db) });
};
