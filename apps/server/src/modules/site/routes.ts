import { getSiteInfo } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { SiteSettings } from '../../config.js';
import { fromContract } from '../../lib/route.js';

/**
 * The footers' texts are the operator's (SITE_* variables), not the build's: one image serves
 * every deployment, and a filing number only shows where one has been granted.
 */
export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteSettings }> = async (app, { site }) => {
  const body = {
    hostText: site.hostText,
    copyrightYears: site.copyrightYears,
    filingNumber: site.filingNumber ?? null,
  };
  app.route({
    ...fromContract(getSiteInfo),
    handler: async (_request, reply) => {
      // Changes only with a restart; a visitor's browser may keep it for a few minutes.
      void reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  });
};
