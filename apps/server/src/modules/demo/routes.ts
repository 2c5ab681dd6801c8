import { getDemoSimulation } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { DEMO_PAGE_CSP, demoPage } from './demo-page.js';

/** A host as browsers send it (name or address, optional port); anything else is not shown. */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The demo software's launch address: a page that stands in for the simulation (demo-page.ts). */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(getDemoSimulation),
    handler: async (request, reply) => {
      // This server as the browser reached it (behind TRUST_PROXY, as the proxy says), so the
      // command's --url works wherever the platform runs.
      const origin = HOST.test(request.host)
        ? `${request.protocol}://${request.host}`
        : 'http://127.0.0.1:8080';
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', DEMO_PAGE_CSP)
          // The address holds a ticket: kept by no cache, sent to no other page.
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .send(demoPage(origin, request.query.ticket))
      );
    },
  });
};
