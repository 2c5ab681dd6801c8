import {
  allDicts,
  createDict,
  createDictDetail,
  deleteDictDetail,
  deleteDicts,
  downloadDicts,
  listDictDetails,
  listDicts,
  mapDictDetails,
  updateDict,
  updateDictDetail,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { jsonWriter, sendCached, sendWritten } from '../../lib/serializer.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import * as dicts from './dict-admin.service.js';
import * as details from './dict-detail-admin.service.js';
import { DICT_EXPORT_COLUMNS, DICT_EXPORT_FILE } from './dict-export.js';
import { dictDetailsOf, splitDictNames } from './dict.service.js';

export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  const choicesOf = (name: string) => app.caches.dict.get(name, () => dictDetailsOf(app.db, name));
  const writeDictPage = jsonWriter(listDictDetails.responses[200]);

  app.route({
    ...fromContract(listDictDetails),
    // Read by every page with a choice list, at the same few addresses: the answer is kept as
    // written JSON per address, and an address answered before is answered again before its query
    // is parsed and validated (the same text validates to the same query, and the answer is
    // dropped with the dictionary it comes from). Only valid queries reach the handler, so only
    // their addresses are ever kept.
    onRequest: (request, reply, done) => {
      const cached = app.caches.dictPages.peek(request.url);
      if (cached) sendWritten(reply, cached);
      else done();
    },
    handler: (request, reply) => {
      const { dictName, label, page, size } = request.query;
      return sendCached(reply, app.caches.dictPages, request.url, async () => {
        const all = (await choicesOf(dictName)).filter((d) => !label || d.label.includes(label));
        return writeDictPage({
          content: all.slice(page * size, page * size + size),
          totalElements: all.length,
        });
      });
    },
  });

  app.route({
    ...fromContract(mapDictDetails),
    handler: async (request) => {
      const names = splitDictNames(request.query.dictName);
      return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await choicesOf(n)] as const)));
    },
  });

  app.route({
    ...fromContract(listDicts),
    handler: async (request) => dicts.listDicts(app.db, request.query),
  });

  app.route({
    ...fromContract(downloadDicts),
    handler: async (request, reply) => {
      const rows = await dicts.dictRowsForExport(app.db, request.query);
      return sendXlsx(reply, DICT_EXPORT_FILE, await buildXlsx('字典', DICT_EXPORT_COLUMNS, rows));
    },
  });

  app.route({
    ...fromContract(allDicts),
    handler: async () => dicts.allDicts(app.db),
  });

  // Every write below drops the cached choices, so the next read of api/dictDetail sees it.
  app.route({
    ...fromContract(createDict),
    handler: async (request, reply) => {
      const created = await dicts.createDict(app.db, principalOf(request), request.body);
      app.caches.dict.clear();
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...fromContract(updateDict),
    handler: async (request) => {
      const updated = await dicts.updateDict(app.db, principalOf(request), request.body);
      app.caches.dict.clear();
      return updated;
    },
  });

  app.route({
    ...fromContract(deleteDicts),
    handler: async (request) => {
      await dicts.deleteDicts(app.db, request.body);
      app.caches.dict.clear();
      return {};
    },
  });

  app.route({
    ...fromContract(createDictDetail),
    handler: async (request, reply) => {
      const created = await details.createDictDetail(app.db, principalOf(request), request.body);
      app.caches.dict.clear();
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...fromContract(updateDictDetail),
    handler: async (request) => {
      const updated = await details.updateDictDetail(app.db, principalOf(request), request.body);
      app.caches.dict.clear();
      return updated;
    },
  });

  app.route({
    ...fromContract(deleteDictDetail),
    handler: async (request) => {
      await details.deleteDictDetail(app.db, request.params.id);
      app.caches.dict.clear();
      return {};
    },
  });
};
