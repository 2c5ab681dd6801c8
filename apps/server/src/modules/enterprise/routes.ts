import {
  downloadEnterprises,
  getCompany,
  getEnterprise,
  listEnterprises,
  resubmitCompany,
  setEnterpriseEnabled,
  updateCompany,
  verifyEnterprise,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { scopeOf } from '../../lib/enterprise-scope.js';
import { fromContract } from '../../lib/route.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import * as company from './company.service.js';
import * as admin from './enterprise-admin.service.js';
import { ENTERPRISE_EXPORT_COLUMNS, ENTERPRISE_EXPORT_FILE } from './enterprise-export.js';

/** 企业管理 in the back office, and an enterprise's own profile in the portal's centre. */
export const enterpriseRoutes: FastifyPluginAsyncZod = async (app) => {
  // A decision or a switch changes what the enterprise's accounts may do and what auth/info says.
  const forgetCallers = () => app.caches.principals.clear();

  app.route({
    ...fromContract(listEnterprises),
    handler: async (request) => admin.listEnterprises(app.db, request.query),
  });

  app.route({
    ...fromContract(downloadEnterprises),
    handler: async (request, reply) => {
      const rows = await admin.enterprisesForExport(app.db, request.query);
      return sendXlsx(
        reply,
        ENTERPRISE_EXPORT_FILE,
        await buildXlsx('企业', ENTERPRISE_EXPORT_COLUMNS, rows),
      );
    },
  });

  app.route({
    ...fromContract(getEnterprise),
    handler: async (request) => admin.getEnterprise(app.db, request.params.id),
  });

  app.route({
    ...fromContract(verifyEnterprise),
    handler: async (request) => {
      const result = await admin.verifyEnterprise(
        app.db,
        principalOf(request),
        request.params.id,
        request.body,
      );
      forgetCallers();
      return result;
    },
  });

  app.route({
    ...fromContract(setEnterpriseEnabled),
    handler: async (request) => {
      const { id } = request.params;
      const result = await admin.setEnterpriseEnabled(
        app.db,
        app.authStore,
        principalOf(request),
        id,
        request.body.enabled,
      );
      forgetCallers();
      return result;
    },
  });

  app.route({
    ...fromContract(getCompany),
    handler: async (request) => company.getCompany(app.db, scopeOf(request)),
  });

  app.route({
    ...fromContract(updateCompany),
    handler: async (request) => {
      const result = await company.updateCompany(
        app.db,
        scopeOf(request),
        principalOf(request),
        request.body,
      );
      forgetCallers();
      return result;
    },
  });

  app.route({
    ...fromContract(resubmitCompany),
    handler: async (request) => {
      const result = await company.resubmitCompany(app.db, scopeOf(request), principalOf(request));
      forgetCallers();
      return result;
    },
  });
};
