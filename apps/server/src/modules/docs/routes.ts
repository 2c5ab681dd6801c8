import { getDocsPage, getOpenApi, getOpenApiTag } from '@coalsim/contract';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { notFound } from '../../lib/http-error.js';
import { fromContract, markRoutesAsFiles } from '../../lib/route.js';
import { prepareDocument, sendDocument, type PreparedDocument } from './openapi-document.js';
import { TAG_ORDER } from './openapi-tags.js';
import { splitByTag, viewerList } from './tag-documents.js';

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

  // The viewer's parts: made together, at the first request of one, from the same document.
  let parts: Promise<Map<string, Promise<PreparedDocument>>> | undefined;
  const prepareParts = async () => {
    const document = await (prepared ??= prepareDocument(app.swagger()));
    const whole = JSON.parse(document.identity.toString('utf8')) as Parameters<typeof splitByTag>[0];
    return new Map(splitByTag(whole).map((part) => [part.slug, prepareDocument(part.document)]));
  };
  app.route({
    ...fromContract(getOpenApiTag),
    handler: async (request, reply) => {
      const part = (await (parts ??= prepareParts())).get(request.params.tag);
      if (!part) throw notFound('没有这个模块的接口文档');
      return sendDocument(request, reply, await part);
    },
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
      // A module at a time (issue 44 §4): the whole document (over 1 MB) kept the viewer blank
      // for 15–24 s; the list opens on its first entry, the index of modules, a module's part renders at once, and
      // the whole document is the list's last entry. Tags start folded. `urls` wins over the
      // viewer's own copy at /doc/json: the parts, like the whole, are compressed and validated by
      // their ETags.
      uiConfig: {
        persistAuthorization: true,
        docExpansion: 'none',
        deepLinking: true,
        urls: viewerList(TAG_ORDER),
      },
    });
  });
};
