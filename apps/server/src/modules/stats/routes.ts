import { downloadStats, getStatsOverview } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { createCache } from '../../lib/cache.js';
import { scopeOf } from '../../lib/enterprise-scope.js';
import { fromContract } from '../../lib/route.js';
import { jsonWriter, sendCached } from '../../lib/serializer.js';
import { sendXlsx } from '../../lib/xlsx.js';
import { statsExportFile, statsWorkbook } from './stats-export.js';
import { statsOverview } from './stats.service.js';

/**
 * How long an overview is reused, per enterprise and address. Short enough that a record
 * reported a moment ago shows on the next visit; long enough that the managers of one enterprise
 * opening the page together, or one of them reloading it, cost one set of queries.
 */
export const OVERVIEW_TTL_MS = 5_000;

/** 统计分析: the enterprise's own training, staff and plans, read from rollups. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeOverview = jsonWriter(getStatsOverview.responses[200]);
  // Local to the instance and never cleared: the records are written elsewhere (the training
  // module, the open API), and the time to live alone bounds how stale an answer can be.
  const overviews = createCache<string, Buffer>({ maxEntries: 1000, ttlMs: OVERVIEW_TTL_MS });

  app.route({
    ...fromContract(getStatsOverview),
    handler: (request, reply) => {
      const scope = scopeOf(request);
      return sendCached(reply, overviews, `${scope.enterpriseId}|${request.url}`, async () =>
        writeOverview(await statsOverview(app.db, scope, request.query)),
      );
    },
  });

  app.route({
    ...fromContract(downloadStats),
    handler: async (request, reply) => {
      const { chart, ...period } = request.query;
      const overview = await statsOverview(app.db, scopeOf(request), period);
      return sendXlsx(reply, statsExportFile(chart), await statsWorkbook(chart, overview));
    },
  });
};
