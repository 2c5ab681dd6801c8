import { healthz, readyz } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { HttpError } from '../../lib/http-error.js';
import { fromContract } from '../../lib/route.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...fromContract(healthz), handler: async () => ({ status: 'ok' as const }) });

  app.route({
    ...fromContract(readyz),
    handler: async () => {
      try {
        await app.pool.query('SELECT 1');
      } catch {
        throw new HttpError(503, '数据库暂不可用');
      }
      return { status: 'ok' as const, database: 'up' as const };
    },
  });
};
