import { getDashboardSummary } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { dashboardSummary } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(getDashboardSummary),
    handler: async () => dashboardSummary(app.db, app.authStore),
  });
};
