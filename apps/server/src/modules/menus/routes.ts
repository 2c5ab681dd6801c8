import {
  buildMenus,
  childMenus,
  createMenu,
  deleteMenus,
  downloadMenus,
  lazyMenus,
  listMenus,
  superiorMenus,
  updateMenu,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { jsonWriter, sendCached } from '../../lib/serializer.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import { buildMenuTree, visibleMenus } from './menu-build.service.js';
import { MENU_EXPORT_COLUMNS, MENU_EXPORT_FILE } from './menu-export.js';
import * as query from './menu-query.service.js';
import * as write from './menu-write.service.js';

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeMenus = jsonWriter(buildMenus.responses[200]);

  app.route({
    ...fromContract(buildMenus),
    // Read on every page of the back office: kept as written JSON, per user.
    handler: (request, reply) => {
      const principal = principalOf(request);
      return sendCached(reply, app.caches.menus, principal.id, async () =>
        writeMenus(buildMenuTree(await visibleMenus(app.db, principal))),
      );
    },
  });

  app.route({
    ...fromContract(listMenus),
    handler: async (request) => query.listMenus(app.db, request.query),
  });

  app.route({
    ...fromContract(downloadMenus),
    handler: async (request, reply) => {
      const rows = await query.menusForExport(app.db, request.query);
      return sendXlsx(reply, MENU_EXPORT_FILE, await buildXlsx('菜单', MENU_EXPORT_COLUMNS, rows));
    },
  });

  app.route({
    ...fromContract(lazyMenus),
    handler: async (request) => query.lazyMenus(app.db, request.query.pid),
  });

  app.route({
    ...fromContract(childMenus),
    handler: async (request) => query.childMenuIds(app.db, request.query.id),
  });

  app.route({
    ...fromContract(superiorMenus),
    handler: async (request) => query.superiorMenus(app.db, request.body),
  });

  // Every write changes what some sidebar shows (or what a role grants): built menus are dropped.
  app.route({
    ...fromContract(createMenu),
    handler: async (request, reply) => {
      const menu = await write.createMenu(app.db, principalOf(request), request.body);
      app.caches.menus.clear();
      return reply.code(201).send(menu);
    },
  });

  app.route({
    ...fromContract(updateMenu),
    handler: async (request) => {
      const menu = await write.updateMenu(app.db, principalOf(request), request.body);
      app.caches.menus.clear();
      return menu;
    },
  });

  app.route({
    ...fromContract(deleteMenus),
    handler: async (request) => {
      await write.deleteMenus(app.db, request.body);
      app.caches.menus.clear();
      return {};
    },
  });
};
