import {
  downloadEnterprises,
  getCompany,
  getEnterprise,
  listEnterpriseDepts,
  listEnterpriseWorkers,
  listEnterprises,
  resubmitCompany,
  setEnterpriseEnabled,
  updateCompany,
  uploadCompanyLogo,
  verifyEnterprise,
} from '@coalsim/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { enterpriseScope, scopeOf } from '../../lib/enterprise-scope.js';
import { fromContract } from '../../lib/route.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import { listDepts } from '../org/dept.service.js';
import { listWorkers } from '../org/worker-query.service.js';
import type { FileStore } from '../storage/storage-backend.js';
import { receiveUpload } from '../storage/upload-reader.js';
import { LOGO_RULES, saveLogo } from './company-logo.service.js';
import * as company from './company.service.js';
import * as admin from './enterprise-admin.service.js';
import { ENTERPRISE_EXPORT_COLUMNS, ENTERPRISE_EXPORT_FILE } from './enterprise-export.js';

export interface EnterpriseRoutesOptions {
  /** Where logos are stored (the storage service's store). */
  store: FileStore;
}

/** 企业管理 in the back office, and an enterprise's own profile in the portal's centre. */
export const enterpriseRoutes: FastifyPluginAsyncZod<EnterpriseRoutesOptions> = async (app, { store }) => {
  await app.register(multipart, { limits: { fileSize: LOGO_RULES.maxBytes, files: 1 } });
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

  app.route({
    ...fromContract(uploadCompanyLogo),
    handler: async (request) => {
      const upload = await receiveUpload(request, store.tmpDir, LOGO_RULES);
      return saveLogo(app.db, store, scopeOf(request), principalOf(request), upload, request.log);
    },
  });

  // The back office reads an enterprise's organisation as that enterprise would: through its scope.
  app.route({
    ...fromContract(listEnterpriseDepts),
    handler: async (request) => {
      await admin.getEnterprise(app.db, request.params.id);
      return listDepts(app.db, enterpriseScope(request.params.id));
    },
  });

  app.route({
    ...fromContract(listEnterpriseWorkers),
    handler: async (request) => {
      await admin.getEnterprise(app.db, request.params.id);
      return listWorkers(app.db, enterpriseScope(request.params.id), request.query);
    },
  });
};
