import {
  createUser,
  deleteUsers,
  downloadUsers,
  listUsers,
  resetUserPasswords,
  updateUser,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import { USER_EXPORT_COLUMNS, USER_EXPORT_FILE } from './user-export.js';
import { resetPasswords } from './user-password.service.js';
import * as query from './user-query.service.js';
import * as write from './user-write.service.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(listUsers),
    handler: async (request) => query.listUsers(app.db, request.query),
  });

  app.route({
    ...fromContract(downloadUsers),
    handler: async (request, reply) => {
      const rows = await query.usersForExport(app.db, request.query);
      return sendXlsx(reply, USER_EXPORT_FILE, await buildXlsx('用户', USER_EXPORT_COLUMNS, rows));
    },
  });

  // Built menus hang on a user's roles: every change to them drops the cache.
  app.route({
    ...fromContract(createUser),
    handler: async (request, reply) => {
      const created = await write.createUser(app.db, principalOf(request), request.body);
      app.caches.menus.clear();
      // A generated password is in this body: no proxy or browser may keep a copy.
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  });

  app.route({
    ...fromContract(updateUser),
    handler: async (request) => {
      const user = await write.updateUser(app.db, app.authStore, principalOf(request), request.body);
      app.caches.menus.clear();
      return user;
    },
  });

  app.route({
    ...fromContract(resetUserPasswords),
    handler: async (request, reply) => {
      const resets = await resetPasswords(app.db, app.authStore, principalOf(request), request.body);
      return reply.header('cache-control', 'no-store').send(resets);
    },
  });

  app.route({
    ...fromContract(deleteUsers),
    handler: async (request) => {
      await write.deleteUsers(app.db, app.authStore, principalOf(request), request.body);
      app.caches.menus.clear();
      return {};
    },
  });
};
