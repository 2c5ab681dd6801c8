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
import { jsonWriter, sendWritten } from '../../lib/serializer.js';
import { principalOf } from '../../plugins/auth.js';
import { listPublishedSoft } from './soft-query.js';
import {
  grantStateOf,
  listMarked,
  marksOf,
  readPublishedSoft,
  recordView,
  setMark,
  visitorKey,
} from './soft.service.js';

/** The software centre of the portal: the catalogue, one product, likes and favourites. */
export const softRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeDetail = jsonWriter(getPortalSoft.responses[200]);

  /**
   * A visitor's first read of a software on a day counts; the server remembers it, so repeated
   * reads write nothing. A new view drops the cached page, so its visitor sees the count move.
   */
  const countView = (id: number, visitor: string) =>
    app.caches.recordedViews.get(`${new Date().toISOString().slice(0, 10)}|${visitor}|${id}`, async () => {
      const counted = await recordView(app.db, id, visitor);
      if (counted) app.caches.softDetails.delete(id);
      return counted;
    });

  /** The page as everyone sees it, and the same as written JSON for anonymous visitors. */
  const publicPage = (id: number) =>
    app.caches.softDetails.get(id, async () => {
      const detail = await readPublishedSoft(app.db, id);
      return {
        detail,
        anonymousJson: writeDetail({ ...detail, liked: false, collected: false, grant: null }),
      };
    });

  /** After a like or favourite: the counts shown in lists and on the page moved. */
  const marksChanged = (id: number) => {
    app.caches.softPages.clear();
    app.caches.softDetails.delete(id);
  };

  app.route({
    ...fromContract(listPortalSoft),
    handler: async (request) =>
      app.caches.softPages.get(JSON.stringify(request.query), () => listPublishedSoft(app.db, request.query)),
  });

  app.route({
    ...fromContract(getPortalSoft),
    handler: async (request, reply) => {
      const userId = request.principal?.id;
      const { id } = request.params;
      await countView(id, visitorKey(userId, request.ip, request.headers['user-agent']));
      const [page, marks] = await Promise.all([publicPage(id), marksOf(app.db, id, userId)]);
      // Most readers are anonymous visitors: their page is the same text for all of them.
      if (userId === undefined) return sendWritten(reply, page.anonymousJson);
      return { ...page.detail, ...marks, grant: await grantStateOf(app.db, page.detail, request.principal) };
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
        marksChanged(request.params.id);
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
        marksChanged(request.params.id);
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
