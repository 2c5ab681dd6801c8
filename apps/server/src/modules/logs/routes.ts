import {
  downloadErrorLogs,
  downloadLogs,
  getErrorStack,
  listErrorLogs,
  listLogs,
  listOwnLogs,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import { ERROR_LOG_EXPORT_FILE, LOG_EXPORT_COLUMNS, LOG_EXPORT_FILE } from './log-export.js';
import * as logs from './log-query.service.js';

/** 操作日志, 异常日志 and one's own operations. */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(listLogs),
    handler: async (request) => logs.listLogs(app.db, 'INFO', request.query),
  });

  app.route({
    ...fromContract(downloadLogs),
    handler: async (request, reply) => {
      const rows = await logs.logsForExport(app.db, 'INFO', request.query);
      return sendXlsx(reply, LOG_EXPORT_FILE, await buildXlsx('操作日志', LOG_EXPORT_COLUMNS, rows));
    },
  });

  app.route({
    ...fromContract(listOwnLogs),
    handler: async (request) => {
      const { page, size } = request.query;
      return logs.listOwnLogs(app.db, principalOf(request).id, page, size);
    },
  });

  app.route({
    ...fromContract(listErrorLogs),
    handler: async (request) => logs.listLogs(app.db, 'ERROR', request.query),
  });

  app.route({
    ...fromContract(downloadErrorLogs),
    handler: async (request, reply) => {
      const rows = await logs.logsForExport(app.db, 'ERROR', request.query);
      return sendXlsx(reply, ERROR_LOG_EXPORT_FILE, await buildXlsx('异常日志', LOG_EXPORT_COLUMNS, rows));
    },
  });

  app.route({
    ...fromContract(getErrorStack),
    handler: async (request) => logs.errorStack(app.db, request.params.id),
  });
};
