import {
  allRoles,
  assignRoleMenus,
  createRole,
  deleteRoles,
  downloadRoles,
  getRole,
  getRoleLevel,
  listRoles,
  updateRole,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import { ROLE_EXPORT_COLUMNS, ROLE_EXPORT_FILE } from './role-export.js';
import { levelOf } from './role-level.js';
import * as query from './role-query.service.js';
import * as write from './role-write.service.js';

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(listRoles),
    handler: async (request) => query.listRoles(app.db, request.query),
  });

  app.route({
    ...fromContract(downloadRoles),
    handler: async (request, reply) => {
      const rows = await query.rolesForExport(app.db, request.query);
      return sendXlsx(reply, ROLE_EXPORT_FILE, await buildXlsx('角色', ROLE_EXPORT_COLUMNS, rows));
    },
  });

  app.route({
    ...fromContract(allRoles),
    handler: async () => query.allRoles(app.db),
  });

  app.route({
    ...fromContract(getRoleLevel),
    handler: async (request) => ({ level: await levelOf(app.db, principalOf(request)) }),
  });

  app.route({
    ...fromContract(getRole),
    handler: async (request) => query.getRole(app.db, request.params.id),
  });

  app.route({
    ...fromContract(createRole),
    handler: async (request, reply) =>
      reply.code(201).send(await write.createRole(app.db, principalOf(request), request.body)),
  });

  // A role's level or menus feed its users' permissions and sidebars: built menus are dropped.
  app.route({
    ...fromContract(updateRole),
    handler: async (request) => {
      const role = await write.updateRole(app.db, principalOf(request), request.body);
      app.caches.menus.clear();
      return role;
    },
  });

  app.route({
    ...fromContract(assignRoleMenus),
    handler: async (request) => {
      const role = await write.assignRoleMenus(app.db, principalOf(request), request.body);
      app.caches.menus.clear();
      return role;
    },
  });

  app.route({
    ...fromContract(deleteRoles),
    handler: async (request) => {
      await write.deleteRoles(app.db, principalOf(request), request.body);
      app.caches.menus.clear();
      return {};
    },
  });
};
