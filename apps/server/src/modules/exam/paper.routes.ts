import {
  createTrainExam,
  createTrainPaper,
  deleteTrainExams,
  deleteTrainPapers,
  downloadTrainExamResults,
  getAttempt,
  getTrainExam,
  getTrainExamAnalysis,
  getTrainPaper,
  listMyExams,
  listTrainExamResults,
  listTrainExams,
  listTrainPapers,
  previewTrainPaper,
  publishTrainExam,
  reportAttemptEvent,
  saveAttemptAnswers,
  startMyExam,
  submitAttempt,
  updateTrainExam,
  updateTrainPaper,
} from '@coalsim/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { buildXlsx, EXPORT_LIMIT, sendXlsx } from '../../lib/xlsx.js';
import { principalOf, sessionOf } from '../../plugins/auth.js';
import * as exams from './arrangement.service.js';
import * as attempts from './attempt.service.js';
import { enterpriseOwner } from './bank-owner.js';
import { listMyExams as myExams } from './my-exam.service.js';
import * as papers from './paper.service.js';
import { RESULT_COLUMNS } from './results-sheet.js';
import { examAnalysis, examResults } from './results.service.js';

/** The enterprise's own face: papers and exams are an enterprise's only. */
const ownerOf = (request: FastifyRequest) => {
  const owner = enterpriseOwner(request);
  if (owner.platform) throw new Error('an enterprise face route reached without an enterprise');
  return owner;
};

/** 试卷, 考试安排 and their results (培训中心), and the trainee's side (我的考试). */
export const paperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(listTrainPapers),
    handler: async (request) => papers.listPapers(app.db, ownerOf(request), request.query),
  });
  app.route({
    ...fromContract(getTrainPaper),
    handler: async (request) => papers.getPaper(app.db, ownerOf(request), request.params.id),
  });
  app.route({
    ...fromContract(previewTrainPaper),
    handler: async (request) => papers.previewPaper(app.db, ownerOf(request), request.params.id),
  });
  app.route({
    ...fromContract(createTrainPaper),
    handler: async (request, reply) =>
      reply.code(201).send(await papers.createPaper(app.db, ownerOf(request), request.body)),
  });
  app.route({
    ...fromContract(updateTrainPaper),
    handler: async (request) => papers.updatePaper(app.db, ownerOf(request), request.body),
  });
  app.route({
    ...fromContract(deleteTrainPapers),
    handler: async (request) => {
      await papers.deletePapers(app.db, ownerOf(request), request.body);
      return {};
    },
  });

  app.route({
    ...fromContract(listTrainExams),
    handler: async (request) => exams.listExams(app.db, ownerOf(request), request.query),
  });
  app.route({
    ...fromContract(getTrainExam),
    handler: async (request) => exams.getExam(app.db, ownerOf(request), request.params.id),
  });
  app.route({
    ...fromContract(createTrainExam),
    handler: async (request, reply) =>
      reply.code(201).send(await exams.createExam(app.db, ownerOf(request), request.body)),
  });
  app.route({
    ...fromContract(updateTrainExam),
    handler: async (request) => exams.updateExam(app.db, ownerOf(request), request.body),
  });
  app.route({
    ...fromContract(publishTrainExam),
    handler: async (request) => exams.publishExam(app.db, ownerOf(request), request.params.id),
  });
  app.route({
    ...fromContract(deleteTrainExams),
    handler: async (request) => {
      await exams.deleteExams(app.db, ownerOf(request), request.body);
      return {};
    },
  });
  app.route({
    ...fromContract(listTrainExamResults),
    handler: async (request) => examResults(app.db, ownerOf(request), request.params.id, request.query),
  });
  app.route({
    ...fromContract(downloadTrainExamResults),
    handler: async (request, reply) => {
      const owner = ownerOf(request);
      const exam = await exams.getExam(app.db, owner, request.params.id);
      const { content } = await examResults(app.db, owner, exam.id, request.query, EXPORT_LIMIT);
      const file = await buildXlsx('考试成绩', RESULT_COLUMNS(exam), content);
      return sendXlsx(reply, `${exam.name}-考试成绩.xlsx`, file);
    },
  });
  app.route({
    ...fromContract(getTrainExamAnalysis),
    handler: async (request) => examAnalysis(app.db, ownerOf(request), request.params.id),
  });

  app.route({
    ...fromContract(listMyExams),
    handler: async (request) => myExams(app.db, principalOf(request)),
  });
  app.route({
    ...fromContract(startMyExam),
    handler: async (request) =>
      attempts.startExam(app.db, principalOf(request), sessionOf(request).id, request.params.id),
  });
  app.route({
    ...fromContract(saveAttemptAnswers),
    handler: async (request) =>
      attempts.saveAnswers(
        app.db,
        principalOf(request),
        sessionOf(request).id,
        request.params.id,
        request.body.answers,
      ),
  });
  app.route({
    ...fromContract(reportAttemptEvent),
    handler: async (request) =>
      attempts.reportEvent(
        app.db,
        principalOf(request),
        sessionOf(request).id,
        request.params.id,
        request.body,
      ),
  });
  app.route({
    ...fromContract(submitAttempt),
    handler: async (request) =>
      attempts.submitAttempt(app.db, principalOf(request), sessionOf(request).id, request.params.id),
  });
  app.route({
    ...fromContract(getAttempt),
    handler: async (request) => attempts.reviewAttempt(app.db, principalOf(request), request.params.id),
  });
};
