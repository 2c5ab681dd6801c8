import { getServerStatus, listSqlStats, openSqlMonitor, resetSqlStats } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { principalOf } from '../../plugins/auth.js';
import { createServerStatus } from './server-status.js';
import * as sqlStats from './sql-stats.js';

/**
 * 服务监控 and SQL 监控. `/druid/index.html`, where eladmin's SQL monitor lived (spec §7's tool
 * page), leads to the SQL 监控 page of the back office.
 */
export const monitorRoutes: FastifyPluginAsyncZod<{ redisUrl?: string | undefined }> = async (app, opts) => {
  const status = createServerStatus(app, opts.redisUrl);
  app.addHook('onClose', () => status.close());

  app.route({
    ...fromContract(getServerStatus),
    // Each account's figures over time run from its own previous reading.
    handler: async (request) => status.read(String(principalOf(request).id)),
  });
  app.route({
    ...fromContract(listSqlStats),
    handler: async (request) => sqlStats.listSqlStats(app.pool, request.query),
  });
  app.route({ ...fromContract(resetSqlStats), handler: async () => sqlStats.resetSqlStats(app.pool) });
  app.route({
    ...fromContract(openSqlMonitor),
    handler: async (_request, reply) => reply.redirect('/#/monitor/sql'),
  });
};
