import {
  createNews,
  deleteNews,
  downloadAdminNews,
  getAdminNews,
  listAdminNews,
  updateNews,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import { NEWS_EXPORT_COLUMNS, NEWS_EXPORT_FILE } from './news-admin-export.js';
import * as admin from './news-admin.service.js';

/** 资讯管理 in the back office; the portal shows what is published here. */
export const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any write may change the portal's news pages, on every instance.
  const forgetPortalPages = () => app.caches.newsPages.clear();

  app.route({
    ...fromContract(listAdminNews),
    handler: async (request) => admin.listAdminNews(app.db, request.query),
  });

  app.route({
    ...fromContract(downloadAdminNews),
    handler: async (request, reply) => {
      const rows = await admin.adminNewsForExport(app.db, request.query);
      return sendXlsx(reply, NEWS_EXPORT_FILE, await buildXlsx('资讯', NEWS_EXPORT_COLUMNS, rows));
    },
  });

  app.route({
    ...fromContract(getAdminNews),
    handler: async (request) => admin.getAdminNews(app.db, request.params.id),
  });

  app.route({
    ...fromContract(createNews),
    handler: async (request, reply) => {
      const created = await admin.createNews(app.db, principalOf(request), request.body);
      forgetPortalPages();
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...fromContract(updateNews),
    handler: async (request) => {
      const updated = await admin.updateNews(app.db, principalOf(request), request.body);
      forgetPortalPages();
      return updated;
    },
  });

  app.route({
    ...fromContract(deleteNews),
    handler: async (request) => {
      await admin.deleteNews(app.db, request.body);
      forgetPortalPages();
      return {};
    },
  });
};
