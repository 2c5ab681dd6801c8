import {
  createMySoft,
  deleteMySoft,
  getMySoft,
  listMySoft,
  submitMySoft,
  updateMySoft,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { scopeOf } from '../../lib/enterprise-scope.js';
import { fromContract } from '../../lib/route.js';
import { principalOf } from '../../plugins/auth.js';
import * as vendorSoft from './vendor-soft.service.js';

/** 应用管理: a vendor's own software, and its submission for assessment. */
export const vendorSoftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(listMySoft),
    handler: async (request) => vendorSoft.listMySoft(app.db, scopeOf(request), request.query),
  });

  app.route({
    ...fromContract(getMySoft),
    handler: async (request) => vendorSoft.getMySoft(app.db, scopeOf(request), request.params.id),
  });

  app.route({
    ...fromContract(createMySoft),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await vendorSoft.createMySoft(app.db, scopeOf(request), principalOf(request), request.body)),
  });

  app.route({
    ...fromContract(updateMySoft),
    handler: async (request) =>
      vendorSoft.updateMySoft(app.db, scopeOf(request), principalOf(request), request.body),
  });

  app.route({
    ...fromContract(deleteMySoft),
    handler: async (request) => {
      await vendorSoft.deleteMySoft(app.db, scopeOf(request), request.body);
      return {};
    },
  });

  app.route({
    ...fromContract(submitMySoft),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await vendorSoft.submitMySoft(app.db, scopeOf(request), principalOf(request), request.params.id),
        ),
  });
};
