import { buildMenus } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { principalOf } from '../../plugins/auth.js';
import { buildMenuTree, visibleMenus } from './menu-build.service.js';

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(buildMenus),
    handler: async (request) => {
      const principal = principalOf(request);
      return app.caches.menus.get(principal.id, async () =>
        buildMenuTree(await visibleMenus(app.db, principal)),
      );
    },
  });
};
