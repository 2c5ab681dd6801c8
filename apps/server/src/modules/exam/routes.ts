import { readFile, rm } from 'node:fs/promises';

import {
  copyTrainBank,
  createExamBank,
  createExamQuestion,
  createTrainBank,
  createTrainQuestion,
  deleteExamBanks,
  deleteExamQuestions,
  deleteTrainBanks,
  deleteTrainQuestions,
  downloadExamQuestions,
  downloadTrainQuestions,
  getExamBank,
  getExamQuestionTemplate,
  getTrainBank,
  getTrainQuestionTemplate,
  importExamQuestions,
  importTrainQuestions,
  listExamBanks,
  listExamQuestions,
  listTrainBanks,
  listTrainQuestions,
  updateExamBank,
  updateExamQuestion,
  updateTrainBank,
  updateTrainQuestion,
} from '@coalsim/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fromContract } from '../../lib/route.js';
import { readImportSheet } from '../../lib/xlsx-sheet.js';
import { buildXlsx, EXPORT_LIMIT, sendXlsx } from '../../lib/xlsx.js';
import { receiveUpload } from '../storage/upload-reader.js';
import type { UploadRules } from '../storage/upload-rules.js';
import { enterpriseOwner, platformOwner, type BankOwner } from './bank-owner.js';
import * as banks from './bank.service.js';
import { importQuestions } from './question-import.service.js';
import { QUESTION_EXPORT_COLUMNS, QUESTION_IMPORT_MAX_BYTES, QUESTION_SHEET } from './question-sheet.js';
import {
  buildQuestionTemplate,
  QUESTION_TEMPLATE_FILE,
  QUESTION_TEMPLATE_SHEET,
} from './question-template.js';
import * as questions from './question.service.js';

export interface ExamRoutesOptions {
  /** Where an import's upload is spooled while it arrives (the file store's temp folder). */
  tmpDir: string;
}

const SHEET_RULES: UploadRules = {
  field: 'file',
  maxBytes: QUESTION_IMPORT_MAX_BYTES,
  kinds: ['xlsx'],
  typeMessage: '只能导入 Excel 文件（.xlsx）',
  sizeMessage: '文件大小不能超过 10MB：请把表格分成几个文件分别导入',
  missingMessage: '请选择要导入的 Excel 文件',
};

/** One face's endpoints: the enterprise's (api/train) or the platform's (api/exam), same bodies. */
interface Face {
  owner: (request: FastifyRequest) => BankOwner;
  listBanks: typeof listTrainBanks | typeof listExamBanks;
  getBank: typeof getTrainBank | typeof getExamBank;
  createBank: typeof createTrainBank | typeof createExamBank;
  updateBank: typeof updateTrainBank | typeof updateExamBank;
  deleteBanks: typeof deleteTrainBanks | typeof deleteExamBanks;
  listQuestions: typeof listTrainQuestions | typeof listExamQuestions;
  downloadQuestions: typeof downloadTrainQuestions | typeof downloadExamQuestions;
  template: typeof getTrainQuestionTemplate | typeof getExamQuestionTemplate;
  importQuestions: typeof importTrainQuestions | typeof importExamQuestions;
  createQuestion: typeof createTrainQuestion | typeof createExamQuestion;
  updateQuestion: typeof updateTrainQuestion | typeof updateExamQuestion;
  deleteQuestions: typeof deleteTrainQuestions | typeof deleteExamQuestions;
}

const FACES: Face[] = [
  {
    owner: enterpriseOwner,
    listBanks: listTrainBanks,
    getBank: getTrainBank,
    createBank: createTrainBank,
    updateBank: updateTrainBank,
    deleteBanks: deleteTrainBanks,
    listQuestions: listTrainQuestions,
    downloadQuestions: downloadTrainQuestions,
    template: getTrainQuestionTemplate,
    importQuestions: importTrainQuestions,
    createQuestion: createTrainQuestion,
    updateQuestion: updateTrainQuestion,
    deleteQuestions: deleteTrainQuestions,
  },
  {
    owner: platformOwner,
    listBanks: listExamBanks,
    getBank: getExamBank,
    createBank: createExamBank,
    updateBank: updateExamBank,
    deleteBanks: deleteExamBanks,
    listQuestions: listExamQuestions,
    downloadQuestions: downloadExamQuestions,
    template: getExamQuestionTemplate,
    importQuestions: importExamQuestions,
    createQuestion: createExamQuestion,
    updateQuestion: updateExamQuestion,
    deleteQuestions: deleteExamQuestions,
  },
];

/** 题库 and 试题 on both faces (培训中心 → 题库 for an enterprise, 题库管理 in the back office). */
export const examRoutes: FastifyPluginAsyncZod<ExamRoutesOptions> = async (app, { tmpDir }) => {
  await app.register(multipart, { limits: { fileSize: QUESTION_IMPORT_MAX_BYTES, files: 1 } });

  app.route({
    ...fromContract(copyTrainBank),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await banks.copyBank(app.db, enterpriseOwner(request), request.params.id, request.body)),
  });

  for (const face of FACES) {
    app.route({
      ...fromContract(face.listBanks),
      handler: async (request) => banks.listBanks(app.db, face.owner(request), request.query),
    });
    app.route({
      ...fromContract(face.getBank),
      handler: async (request) => banks.readableBank(app.db, face.owner(request), request.params.id),
    });
    app.route({
      ...fromContract(face.createBank),
      handler: async (request, reply) =>
        reply.code(201).send(await banks.createBank(app.db, face.owner(request), request.body)),
    });
    app.route({
      ...fromContract(face.updateBank),
      handler: async (request) => banks.updateBank(app.db, face.owner(request), request.body),
    });
    app.route({
      ...fromContract(face.deleteBanks),
      handler: async (request) => {
        await banks.deleteBanks(app.db, face.owner(request), request.body);
        return {};
      },
    });
    app.route({
      ...fromContract(face.listQuestions),
      handler: async (request) => questions.listQuestions(app.db, face.owner(request), request.query),
    });
    app.route({
      ...fromContract(face.downloadQuestions),
      handler: async (request, reply) => {
        const owner = face.owner(request);
        const { bankId } = request.query;
        const rows = await questions.questionsForExport(app.db, owner, request.query, EXPORT_LIMIT);
        const name =
          bankId === undefined ? '试题' : `${(await banks.readableBank(app.db, owner, bankId)).name}-试题`;
        const file = await buildXlsx(QUESTION_TEMPLATE_SHEET, QUESTION_EXPORT_COLUMNS, rows);
        return sendXlsx(reply, `${name}.xlsx`, file);
      },
    });
    app.route({
      ...fromContract(face.template),
      handler: async (_request, reply) =>
        sendXlsx(reply, QUESTION_TEMPLATE_FILE, await buildQuestionTemplate()),
    });
    app.route({
      ...fromContract(face.importQuestions),
      handler: async (request) => {
        const owner = face.owner(request);
        // The bank first: a sheet for a bank the caller cannot write is refused before it is read.
        await banks.ownBank(app.db, owner, request.query.bankId);
        const upload = await receiveUpload(request, tmpDir, SHEET_RULES);
        let bytes: Buffer;
        try {
          bytes = await readFile(upload.file);
        } finally {
          await rm(upload.file, { force: true });
        }
        const sheet = await readImportSheet(bytes, QUESTION_SHEET);
        return importQuestions(app.db, owner, request.query.bankId, sheet, request.query.dryRun);
      },
    });
    app.route({
      ...fromContract(face.createQuestion),
      handler: async (request, reply) =>
        reply.code(201).send(await questions.createQuestion(app.db, face.owner(request), request.body)),
    });
    app.route({
      ...fromContract(face.updateQuestion),
      handler: async (request) => questions.updateQuestion(app.db, face.owner(request), request.body),
    });
    app.route({
      ...fromContract(face.deleteQuestions),
      handler: async (request) => {
        await questions.deleteQuestions(app.db, face.owner(request), request.body);
        return {};
      },
    });
  }
};
