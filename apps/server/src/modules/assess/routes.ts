import { assessEndpoints as e } from '@coalsim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { scopeOf } from '../../lib/enterprise-scope.js';
import { fromContract } from '../../lib/route.js';
import { buildXlsx, sendXlsx } from '../../lib/xlsx.js';
import { principalOf } from '../../plugins/auth.js';
import * as applicant from './applicant.service.js';
import { ASSESS_EXPORT_COLUMNS, ASSESS_EXPORT_FILE } from './assess-export.js';
import * as query from './assess-query.service.js';
import * as write from './assess-write.service.js';
import * as score from './score.service.js';
import { listStagedAccess } from './staged-access.service.js';

/** 考核: staff run it, experts score it, the applicant follows it. */
export const assessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(e.listStagedAccess),
    handler: async (req) => listStagedAccess(app.db, req.query),
  });
  app.route({ ...fromContract(e.listAssess), handler: async (req) => query.listAssess(app.db, req.query) });
  app.route({
    ...fromContract(e.downloadAssess),
    handler: async (req, reply) => {
      const rows = await query.assessForExport(app.db, req.query);
      return sendXlsx(reply, ASSESS_EXPORT_FILE, await buildXlsx('考核', ASSESS_EXPORT_COLUMNS, rows));
    },
  });
  app.route({
    ...fromContract(e.getAssess),
    handler: async (req) => query.getAssessDetail(app.db, req.params.id),
  });
  app.route({
    ...fromContract(e.createAssess),
    handler: async (req, reply) =>
      reply.code(201).send(await write.createAssess(app.db, principalOf(req), req.body)),
  });
  app.route({
    ...fromContract(e.updateAssess),
    handler: async (req) => write.updateAssess(app.db, principalOf(req), req.body),
  });
  app.route({
    ...fromContract(e.deleteAssess),
    handler: async (req) => write.deleteAssess(app.db, req.body),
  });
  app.route({
    ...fromContract(e.decideAssess),
    handler: async (req) => {
      const assessment = await write.decideAssess(app.db, principalOf(req), req.params.id, req.body);
      // A pass puts the software in the portal's catalogue: its cached pages are stale.
      if (assessment.status === 'passed') app.caches.softPages.clear();
      return assessment;
    },
  });

  app.route({
    ...fromContract(e.listMyExpertAssess),
    handler: async (req) => score.listMine(app.db, principalOf(req), req.query),
  });
  app.route({
    ...fromContract(e.getMyScore),
    handler: async (req) => score.getMyScore(app.db, principalOf(req), req.params.id),
  });
  app.route({
    ...fromContract(e.putMyScore),
    handler: async (req) => score.putMyScore(app.db, principalOf(req), req.params.id, req.body),
  });

  app.route({
    ...fromContract(e.listApplicantAssess),
    handler: async (req) => applicant.listApplicantAssess(app.db, scopeOf(req), req.query),
  });
  app.route({
    ...fromContract(e.getApplicantAssess),
    handler: async (req) => applicant.getApplicantAssess(app.db, scopeOf(req), req.params.id),
  });
};
