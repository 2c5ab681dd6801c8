import { listDictDetails, mapDictDetails } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { dictDetailsOf, splitDictNames } from './dict.service.js';

export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  const details = (name: string) => app.caches.dict.get(name, () => dictDetailsOf(app.db, name));

  app.route({
    ...fromContract(listDictDetails),
    handler: async (request) => {
      const { dictName, label, page, size } = request.query;
      const all = (await details(dictName)).filter((d) => !label || d.label.includes(label));
      return { content: all.slice(page * size, page * size + size), totalElements: all.length };
    },
  });

  app.route({
    ...fromContract(mapDictDetails),
    handler: async (request) => {
      const names = splitDictNames(request.query.dictName);
      return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await details(n)] as const)));
    },
  });
};
