import { getDocsPage, getOpenApi } from '@coalsim/contract';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract, markRoutesAsFiles } from '../../lib/route.js';
import { prepareDocument, sendDocument, type PreparedDocument } from './openapi-document.js';

/** Where the viewer lives; its files come from the npm package, never from a CDN. */
export const DOCS_UI_PREFIX = '/doc';

/** API 文档: the document at /api-docs/openapi.json and the Swagger UI over it at /doc.html. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Made at the first request (the document is complete only once every route is registered).
  let prepared: Promise<PreparedDocument> | undefined;
  app.route({
    ...fromContract(getOpenApi),
    handler: async (request, reply) =>
      sendDocument(request, reply, await (prepared ??= prepareDocument(app.swagger()))),
  });

  app.route({
    ...fromContract(getDocsPage),
    handler: async (_request, reply) => reply.redirect(`${DOCS_UI_PREFIX}/`),
  });

  // The viewer's own routes (its page, scripts and a copy of the document) are files, like the
  // SPA's: marked so, the deny-by-default auth hook lets them through.
  await app.register(async (viewer) => {
    markRoutesAsFiles(viewer);
    // The back office's API 文档 page shows the viewer in a frame: it may be framed by its own
    // origin (after the security plugin's hook, which forbids any framing of a page).
    viewer.addHook('onRequest', (_request, reply, done) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header(
          'content-security-policy',
          policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        );
      }
      reply.header('x-frame-options', 'SAMEORIGIN');
      done();
    });
    await viewer.register(swaggerUi, {
      routePrefix: DOCS_UI_PREFIX,
      // Tags start folded: with every operation unfolded (over 200 since issue 21) the viewer
      // stopped rendering after the first few, and a folded list of areas reads better anyway.
      // `urls` wins over the viewer's own copy at /doc/json: it reads the one document, compressed
      // and validated by its ETag, that integrators read too.
      uiConfig: {
        persistAuthorization: true,
        docExpansion: 'none',
        deepLinking: true,
        urls: [{ url: getOpenApi.path, name: 'CoalSim API' }],
      },
    });
  });
};
