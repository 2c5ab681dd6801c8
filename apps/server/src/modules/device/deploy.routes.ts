import { DEPLOY_MAX_BYTES, deleteDeploy, listDeploy, uploadDeploy } from '@coalsim/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { principalOf } from '../../plugins/auth.js';
import type { FileStore } from '../storage/storage-backend.js';
import { deletePackages, listPackages, uploadPackage } from './deploy.service.js';

/** 部署管理: simulation packages in the storage service, rolled out by `update` commands. */
export const deployRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, { store }) => {
  await app.register(multipart, { limits: { fileSize: DEPLOY_MAX_BYTES, files: 1 } });

  app.route({
    ...fromContract(listDeploy),
    handler: async (request) => listPackages(app.db, request.query),
  });
  app.route({
    ...fromContract(uploadDeploy),
    handler: async (request, reply) =>
      reply.code(201).send(await uploadPackage(app.db, store, request, principalOf(request), request.log)),
  });
  app.route({
    ...fromContract(deleteDeploy),
    handler: async (request) => deletePackages(app.db, store, request.body, request.log),
  });
};
