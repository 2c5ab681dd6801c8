import {
  createDept,
  createPost,
  createWorker,
  deleteDepts,
  deletePosts,
  deleteWorkers,
  downloadPosts,
  downloadWorkers,
  getWorker,
  listDepts,
  listPosts,
  listWorkers,
  openWorkerAccount,
  updateDept,
  updatePost,
  updateWorker,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { scopeOf } from '../../lib/enterprise-scope.js';
import { fromContract } from '../../lib/route.js';
import { jsonWriter, sendCached } from '../../lib/serializer.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import * as depts from './dept.service.js';
import { forgetStaffListsOnWrites } from './org-cache.js';
import {
  POST_EXPORT_COLUMNS,
  POST_EXPORT_FILE,
  WORKER_EXPORT_COLUMNS,
  WORKER_EXPORT_FILE,
} from './org-export.js';
import * as posts from './post.service.js';
import { openWorkerAccount as openAccount } from './worker-account.service.js';
import * as workerQuery from './worker-query.service.js';
import * as workerWrite from './worker-write.service.js';

/** 企业中心: departments, posts and staff of the caller's enterprise (the import has its own plugin). */
export const orgRoutes: FastifyPluginAsyncZod = async (app) => {
  // A staff account's auth/info names its department and post, and its principal its enterprise:
  // changes to either drop the cached copies (every instance).
  const forgetAccounts = () => app.caches.profiles.clear();
  forgetStaffListsOnWrites(app);
  const writeWorkers = jsonWriter(listWorkers.responses[200]);

  app.route({
    ...fromContract(listDepts),
    handler: async (request) => depts.listDepts(app.db, scopeOf(request), request.query),
  });

  app.route({
    ...fromContract(createDept),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await depts.createDept(app.db, scopeOf(request), principalOf(request), request.body)),
  });

  app.route({
    ...fromContract(updateDept),
    handler: async (request) => {
      const saved = await depts.updateDept(app.db, scopeOf(request), principalOf(request), request.body);
      forgetAccounts();
      return saved;
    },
  });

  app.route({
    ...fromContract(deleteDepts),
    handler: async (request) => {
      await depts.deleteDepts(app.db, scopeOf(request), request.body);
      return {};
    },
  });

  app.route({
    ...fromContract(listPosts),
    handler: async (request) => posts.listPosts(app.db, scopeOf(request), request.query),
  });

  app.route({
    ...fromContract(downloadPosts),
    handler: async (request, reply) => {
      const rows = await posts.postsForExport(app.db, scopeOf(request), request.query);
      return sendXlsx(reply, POST_EXPORT_FILE, await buildXlsx('岗位', POST_EXPORT_COLUMNS, rows));
    },
  });

  app.route({
    ...fromContract(createPost),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await posts.createPost(app.db, scopeOf(request), principalOf(request), request.body)),
  });

  app.route({
    ...fromContract(updatePost),
    handler: async (request) => {
      const saved = await posts.updatePost(app.db, scopeOf(request), principalOf(request), request.body);
      forgetAccounts();
      return saved;
    },
  });

  app.route({
    ...fromContract(deletePosts),
    handler: async (request) => {
      await posts.deletePosts(app.db, scopeOf(request), request.body);
      return {};
    },
  });

  app.route({
    ...fromContract(listWorkers),
    // Sent from the cache as written JSON: a hit costs no query and no serialisation.
    handler: (request, reply) => {
      const scope = scopeOf(request);
      return sendCached(reply, app.caches.workerPages, `${scope.enterpriseId}|${request.url}`, async () =>
        writeWorkers(await workerQuery.listWorkers(app.db, scope, request.query)),
      );
    },
  });

  app.route({
    ...fromContract(downloadWorkers),
    handler: async (request, reply) => {
      const rows = await workerQuery.workersForExport(app.db, scopeOf(request), request.query);
      return sendXlsx(reply, WORKER_EXPORT_FILE, await buildXlsx('员工', WORKER_EXPORT_COLUMNS, rows));
    },
  });

  app.route({
    ...fromContract(getWorker),
    handler: async (request, reply) => {
      const worker = await workerQuery.getWorker(app.db, scopeOf(request), request.params.id);
      // The whole id card is in this body: no proxy or browser may keep a copy.
      return reply.header('cache-control', 'no-store').send(worker);
    },
  });

  app.route({
    ...fromContract(createWorker),
    handler: async (request, reply) => {
      const created = await workerWrite.createWorker(
        app.db,
        scopeOf(request),
        principalOf(request),
        request.body,
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...fromContract(updateWorker),
    handler: async (request) => {
      const saved = await workerWrite.updateWorker(
        app.db,
        app.authStore,
        scopeOf(request),
        principalOf(request),
        request.body,
      );
      if (saved.account) forgetAccounts();
      return saved;
    },
  });

  app.route({
    ...fromContract(deleteWorkers),
    handler: async (request) => {
      const accounts = await workerWrite.deleteWorkers(
        app.db,
        app.authStore,
        scopeOf(request),
        principalOf(request),
        request.body,
      );
      if (accounts.length > 0) forgetAccounts();
      return {};
    },
  });

  app.route({
    ...fromContract(openWorkerAccount),
    handler: async (request, reply) => {
      const account = await openAccount(
        app.db,
        scopeOf(request),
        principalOf(request),
        request.params.id,
        request.body.username,
      );
      // A generated password is in this body: no proxy or browser may keep a copy.
      return reply.code(201).header('cache-control', 'no-store').send(account);
    },
  });
};
