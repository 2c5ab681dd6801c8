import {
  bringSoftOnline,
  downloadAdminSoft,
  getAdminSoft,
  listAdminSoft,
  takeSoftOffline,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import { ADMIN_SOFT_EXPORT_COLUMNS, ADMIN_SOFT_EXPORT_FILE } from './admin-soft-export.js';
import * as admin from './admin-soft.service.js';

/** 软件管理 in the back office: every vendor's software, taken offline and back. */
export const adminSoftRoutes: FastifyPluginAsyncZod = async (app) => {
  // Offline or back online changes what 软件中心 lists and shows, on every instance.
  const forgetPortalPages = () => app.caches.softPages.clear();

  app.route({
    ...fromContract(listAdminSoft),
    handler: async (request) => admin.listAdminSoft(app.db, request.query),
  });

  app.route({
    ...fromContract(downloadAdminSoft),
    handler: async (request, reply) => {
      const rows = await admin.adminSoftForExport(app.db, request.query);
      return sendXlsx(
        reply,
        ADMIN_SOFT_EXPORT_FILE,
        await buildXlsx('软件', ADMIN_SOFT_EXPORT_COLUMNS, rows),
      );
    },
  });

  app.route({
    ...fromContract(getAdminSoft),
    handler: async (request) => admin.getAdminSoft(app.db, request.params.id),
  });

  app.route({
    ...fromContract(takeSoftOffline),
    handler: async (request) => {
      const result = await admin.takeSoftOffline(
        app.db,
        principalOf(request),
        request.params.id,
        request.body.reason,
      );
      forgetPortalPages();
      return result;
    },
  });

  app.route({
    ...fromContract(bringSoftOnline),
    handler: async (request) => {
      const result = await admin.bringSoftOnline(app.db, principalOf(request), request.params.id);
      forgetPortalPages();
      return result;
    },
  });
};
