import {
  checkCert,
  createTrainPlan,
  createTrainRecord,
  deleteTrainPlans,
  deleteTrainRecords,
  downloadTrainPlan,
  downloadTrainRecords,
  getMyTraining,
  getTrainPlan,
  launchSoft,
  listTrainLaunches,
  listTrainPlans,
  listTrainRecords,
  publishTrainPlan,
  revokeCert,
  updateTrainPlan,
  updateTrainRecord,
} from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { scopeOf } from '../../lib/enterprise-scope.js';
import { fromContract } from '../../lib/route.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import { revokeCert as revoke } from './cert-revoke.js';
import { listLaunches } from './launch-list.js';
import * as launches from './launch.service.js';
import * as mine from './my-training.service.js';
import * as plans from './plan.service.js';
import * as records from './record.service.js';
import {
  planExportFile,
  RECORD_EXPORT_COLUMNS,
  RECORD_EXPORT_FILE,
  traineeExportColumns,
} from './train-export.js';

/** 培训中心: plans and records of the caller's enterprise, a worker's own training, certificates. */
export const trainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(launchSoft),
    handler: async (request) =>
      launches.launchSoft(app.db, principalOf(request), request.params.id, request.body.planId, new Date()),
  });
  app.route({
    ...fromContract(revokeCert),
    handler: async (request) =>
      revoke(app.db, scopeOf(request), request.params.id, request.body, principalOf(request).username),
  });
  app.route({
    ...fromContract(listTrainLaunches),
    handler: async (request) => listLaunches(app.db, scopeOf(request), request.query),
  });
  app.route({
    ...fromContract(listTrainPlans),
    handler: async (request) => plans.listPlans(app.db, scopeOf(request), request.query),
  });
  app.route({
    ...fromContract(getTrainPlan),
    handler: async (request) => plans.getPlanDetail(app.db, scopeOf(request), request.params.id),
  });
  app.route({
    ...fromContract(downloadTrainPlan),
    handler: async (request, reply) => {
      const plan = await plans.getPlanDetail(app.db, scopeOf(request), request.params.id);
      const file = await buildXlsx('培训进度', traineeExportColumns(plan), plan.trainees);
      return sendXlsx(reply, planExportFile(plan), file);
    },
  });
  app.route({
    ...fromContract(createTrainPlan),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await plans.createPlan(app.db, scopeOf(request), principalOf(request), request.body)),
  });
  app.route({
    ...fromContract(updateTrainPlan),
    handler: async (request) =>
      plans.updatePlan(app.db, scopeOf(request), principalOf(request), request.body),
  });
  app.route({
    ...fromContract(publishTrainPlan),
    handler: async (request) =>
      plans.publishPlan(app.db, scopeOf(request), principalOf(request), request.params.id),
  });
  app.route({
    ...fromContract(deleteTrainPlans),
    handler: async (request) => {
      await plans.deletePlans(app.db, scopeOf(request), request.body);
      return {};
    },
  });

  app.route({
    ...fromContract(listTrainRecords),
    handler: async (request) => records.listRecords(app.db, scopeOf(request), request.query),
  });
  app.route({
    ...fromContract(downloadTrainRecords),
    handler: async (request, reply) => {
      const rows = await records.recordsForExport(app.db, scopeOf(request), request.query);
      return sendXlsx(reply, RECORD_EXPORT_FILE, await buildXlsx('培训记录', RECORD_EXPORT_COLUMNS, rows));
    },
  });
  app.route({
    ...fromContract(createTrainRecord),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await records.createRecord(app.db, scopeOf(request), principalOf(request), request.body)),
  });
  app.route({
    ...fromContract(updateTrainRecord),
    handler: async (request) =>
      records.updateRecord(app.db, scopeOf(request), principalOf(request), request.body),
  });
  app.route({
    ...fromContract(deleteTrainRecords),
    handler: async (request) => {
      await records.deleteRecords(app.db, scopeOf(request), request.body);
      return {};
    },
  });

  app.route({
    ...fromContract(getMyTraining),
    handler: async (request) => mine.myTraining(app.db, principalOf(request)),
  });
  app.route({
    ...fromContract(checkCert),
    handler: async (request) => mine.checkCert(app.db, request.params.code, request.principal),
  });
};
