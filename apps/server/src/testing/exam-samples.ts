import { QUESTION_IMPORT_COLUMNS } from '@coalsim/contract';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';

import type { Db } from '../db/database.js';
import { examBank, examQuestion } from '../modules/exam/exam.table.js';
import { bearer } from './auth-helpers.js';
import { multipartBody } from './multipart.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/** A question body for `bankId`, valid as it stands. */
export const questionSample = (bankId: number) => ({
  bankId,
  type: 'single',
  stem: '煤矿井下采掘工作面进风流中，二氧化碳浓度不得超过（  ）。',
  options: [
    { key: 'A', text: '0.5%' },
    { key: 'B', text: '1.0%' },
    { key: 'C', text: '1.5%' },
  ],
  answer: 'A',
  analysis: '《煤矿安全规程》：进风流中二氧化碳浓度不超过0.5%。',
  chapter: '通风',
  level: '掌握',
  difficulty: 2,
});

/** A two-row import sheet: one good question, one whose answer is not among its options. */
async function questionSheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('试题');
  sheet.addRow([...QUESTION_IMPORT_COLUMNS]);
  sheet.addRow([
    '判断题',
    '入井人员必须随身携带自救器。',
    '',
    '',
    '',
    '',
    '',
    '',
    '正确',
    '',
    '应急救援',
    '掌握',
    '1',
  ]);
  sheet.addRow(['单选题', '答案不在选项中的题（  ）', '甲', '乙', '', '', '', '', 'D', '', '', '', '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * One realistic call per 题库 endpoint of both faces for the no-secrets scan, the access matrix
 * and the schema fuzz, on the demo's banks (the enterprise's own and the platform's) and on rows
 * made here for what the deletes take.
 */
export async function examSamples(db: Db, tokens: { admin: string; enterprise: string }) {
  const [own] = await db.select().from(examBank).where(isNotNull(examBank.enterpriseId)).limit(1);
  const [platform] = await db.select().from(examBank).where(isNull(examBank.enterpriseId)).limit(1);
  if (!own || !platform) throw new Error('demo data lacks the question banks');
  const firstOf = async (bankId: number) =>
    (await db.select().from(examQuestion).where(eq(examQuestion.bankId, bankId)).limit(1))[0]!;
  const ownQuestion = await firstOf(own.id);
  const platformQuestion = await firstOf(platform.id);
  // What the deletes take: an empty bank, and a question in a bank of the face's that no running
  // exam draws from (the demo's exam draws from the platform's bank, whose questions it holds).
  const doomed = async (enterpriseId: number | null) => {
    const made = () =>
      db.insert(examBank).values({ enterpriseId, name: '扫描待删题库', category: 'surface' }).returning();
    const [bank] = await made();
    const [holder] = await made();
    const [question] = await db.insert(examQuestion).values(questionSample(holder!.id)).returning();
    return { bank: bank!, question: question! };
  };
  const ownDoomed = await doomed(own.enterpriseId);
  const platformDoomed = await doomed(null);
  const ent = bearer(tokens.enterprise);
  const admin = bearer(tokens.admin);
  const sheet = await questionSheet();
  const upload = (headers: Record<string, string>) => {
    const body = multipartBody([{ name: 'file', filename: '试题.xlsx', content: sheet }]);
    return { payload: body.payload, headers: { ...headers, ...body.headers } };
  };
  const bankBody = { name: '扫描题库', category: 'gas_check', description: '扫描用' };
  const version = (row: { id: number; updateTime: Date }) => ({
    id: row.id,
    updateTime: row.updateTime.toISOString(),
  });
  const question = (row: typeof ownQuestion) => ({ ...questionSample(row.bankId), ...version(row) });
  type Face = {
    path: string;
    headers: Record<string, string>;
    bank: typeof own;
    q: typeof ownQuestion;
    doomed: typeof ownDoomed;
  };
  const calls = (f: Face) => {
    const call = (method: InjectOptions['method'], url: string, payload?: object): Sample[] => [
      { method, url: `${f.path}${url}`, headers: f.headers, ...(payload === undefined ? {} : { payload }) },
    ];
    return {
      listBanks: call('GET', '/bank?blurry=题库&category=underground'),
      getBank: call('GET', `/bank/${f.bank.id}`),
      createBank: call('POST', '/bank', bankBody),
      updateBank: call('PUT', '/bank', { ...bankBody, name: f.bank.name, ...version(f.bank) }),
      deleteBanks: call('DELETE', '/bank', [f.doomed.bank.id]),
      listQuestions: call('GET', `/question?bankId=${f.bank.id}&type=single&level=掌握`),
      downloadQuestions: call('GET', `/question/download?bankId=${f.bank.id}`),
      template: call('GET', '/question/template'),
      importQuestions: [
        {
          method: 'POST',
          url: `${f.path}/question/import?bankId=${f.bank.id}&dryRun=true`,
          ...upload(f.headers),
        },
      ] as Sample[],
      createQuestion: call('POST', '/question', questionSample(f.bank.id)),
      updateQuestion: call('PUT', '/question', question(f.q)),
      deleteQuestions: call('DELETE', '/question', [f.doomed.question.id]),
    };
  };
  const train = calls({ path: '/api/train', headers: ent, bank: own, q: ownQuestion, doomed: ownDoomed });
  const exam = calls({
    path: '/api/exam',
    headers: admin,
    bank: platform,
    q: platformQuestion,
    doomed: platformDoomed,
  });
  return {
    copyTrainBank: [
      {
        method: 'POST',
        url: `/api/train/bank/${platform.id}/copy`,
        headers: ent,
        payload: { name: '扫描复制题库' },
      },
    ] as Sample[],
    listTrainBanks: train.listBanks,
    getTrainBank: train.getBank,
    createTrainBank: train.createBank,
    updateTrainBank: train.updateBank,
    deleteTrainBanks: train.deleteBanks,
    listTrainQuestions: train.listQuestions,
    downloadTrainQuestions: train.downloadQuestions,
    getTrainQuestionTemplate: train.template,
    importTrainQuestions: train.importQuestions,
    createTrainQuestion: train.createQuestion,
    updateTrainQuestion: train.updateQuestion,
    deleteTrainQuestions: train.deleteQuestions,
    listExamBanks: exam.listBanks,
    getExamBank: exam.getBank,
    createExamBank: exam.createBank,
    updateExamBank: exam.updateBank,
    deleteExamBanks: exam.deleteBanks,
    listExamQuestions: exam.listQuestions,
    downloadExamQuestions: exam.downloadQuestions,
    getExamQuestionTemplate: exam.template,
    importExamQuestions: exam.importQuestions,
    createExamQuestion: exam.createQuestion,
    updateExamQuestion: exam.updateQuestion,
    deleteExamQuestions: exam.deleteQuestions,
  };
}
