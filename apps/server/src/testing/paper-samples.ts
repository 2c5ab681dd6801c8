import { EXAM_PRESET } from '@coalsim/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';

import type { Db } from '../db/database.js';
import { examQuestion } from '../modules/exam/exam.table.js';
import { examArrangement, examPaper } from '../modules/exam/paper.table.js';
import { entDept } from '../modules/org/org.table.js';
import { bearer } from './auth-helpers.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

const DAY = 24 * 3_600_000;

/** A fixed paper of two questions at 50 points each: valid as it stands. */
export const fixedPaperSample = (questionIds: [number, number]) => ({
  name: '扫描固定试卷',
  mode: 'fixed',
  totalScore: 100,
  passScore: 60,
  durationMinutes: 30,
  items: questionIds.map((questionId) => ({ questionId, score: 50 })),
});

/** A draft exam of `paperId` for one department, open from now for a week. */
export const examSample = (paperId: number, deptId: number) => ({
  name: '扫描考试安排',
  paperId,
  startTime: Date.now() - DAY,
  endTime: Date.now() + 7 * DAY,
  deptIds: [deptId],
});

/**
 * One realistic call per 试卷, 考试安排 and 我的考试 endpoint, on the demo's papers and exam. The
 * trainee's attempt is started here, so its saves, switch, submission and review have one to act
 * on (in that order: the access matrix runs them as listed).
 */
export async function paperSamples(
  app: FastifyInstance,
  db: Db,
  tokens: { enterprise: string; worker: string },
) {
  const ent = bearer(tokens.enterprise);
  const worker = bearer(tokens.worker);
  const [preset] = await db.select().from(examPaper).where(eq(examPaper.name, EXAM_PRESET.name));
  const [fixed] = await db.select().from(examPaper).where(eq(examPaper.mode, 'fixed'));
  const [exam] = await db.select().from(examArrangement).where(eq(examArrangement.status, 'published'));
  if (!preset || !fixed || !exam) throw new Error('demo data lacks the exam papers');
  const [dept] = await db.select().from(entDept).where(eq(entDept.id, exam.deptIds[0]!));
  const own = await db
    .select({ id: examQuestion.id })
    .from(examQuestion)
    .where(and(isNotNull(examQuestion.enterpriseId), eq(examQuestion.enterpriseId, fixed.enterpriseId)))
    .limit(2);
  const pair: [number, number] = [own[0]!.id, own[1]!.id];
  const enterpriseId = fixed.enterpriseId;
  const [doomedPaper] = await db
    .insert(examPaper)
    .values({ ...fixedPaperSample(pair), name: '扫描待删试卷', enterpriseId })
    .returning();
  // The drafts' own paper: publishing one must not freeze the demo's fixed paper, which 修改试卷 edits.
  const [draftPaper] = await db
    .insert(examPaper)
    .values({ ...fixedPaperSample(pair), name: '扫描考试用试卷', enterpriseId })
    .returning();
  const draft = async (name: string) =>
    (
      await db
        .insert(examArrangement)
        .values({
          ...examSample(draftPaper!.id, dept!.id),
          name,
          enterpriseId,
          startTime: new Date(Date.now() - DAY),
          endTime: new Date(Date.now() + 7 * DAY),
          attempts: 2,
          maxSwitches: 5,
        })
        .returning()
    )[0]!;
  const toEdit = await draft('扫描待改考试');
  const toPublish = await draft('扫描待发布考试');
  const toDelete = await draft('扫描待删考试');
  const started = await app.inject({
    method: 'POST',
    url: `/api/train/my-exam/${exam.id}/start`,
    headers: worker,
  });
  if (started.statusCode !== 200) throw new Error(`start → ${started.statusCode} ${started.body}`);
  const attempt = started.json<{ attemptId: number; questions: { id: number; type: string }[] }>();
  const judge = attempt.questions.find((q) => q.type === 'judge')!;
  const version = (row: { id: number; updateTime: Date }) => ({
    id: row.id,
    updateTime: row.updateTime.toISOString(),
  });
  const call = (
    headers: Record<string, string>,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ) => [{ method, url, headers, ...(payload === undefined ? {} : { payload }) }] as Sample[];
  return {
    listTrainPapers: call(ent, 'GET', '/api/train/paper?blurry=考试&mode=random'),
    getTrainPaper: call(ent, 'GET', `/api/train/paper/${fixed.id}`),
    previewTrainPaper: call(ent, 'GET', `/api/train/paper/${preset.id}/preview`),
    createTrainPaper: call(ent, 'POST', '/api/train/paper', fixedPaperSample(pair)),
    updateTrainPaper: call(ent, 'PUT', '/api/train/paper', {
      ...fixedPaperSample(pair),
      name: fixed.name,
      ...version(fixed),
    }),
    deleteTrainPapers: call(ent, 'DELETE', '/api/train/paper', [doomedPaper!.id]),
    listTrainExams: call(ent, 'GET', '/api/train/exam?blurry=考试&status=published'),
    getTrainExam: call(ent, 'GET', `/api/train/exam/${exam.id}`),
    createTrainExam: call(ent, 'POST', '/api/train/exam', examSample(fixed.id, dept!.id)),
    updateTrainExam: call(ent, 'PUT', '/api/train/exam', {
      ...examSample(draftPaper!.id, dept!.id),
      ...version(toEdit),
    }),
    publishTrainExam: call(ent, 'PUT', `/api/train/exam/${toPublish.id}/publish`),
    deleteTrainExams: call(ent, 'DELETE', '/api/train/exam', [toDelete.id]),
    listTrainExamResults: call(ent, 'GET', `/api/train/exam/${exam.id}/results?result=passed&blurry=王`),
    downloadTrainExamResults: call(ent, 'GET', `/api/train/exam/${exam.id}/results/download`),
    getTrainExamAnalysis: call(ent, 'GET', `/api/train/exam/${exam.id}/analysis`),
    listMyExams: call(worker, 'GET', '/api/train/my-exam'),
    startMyExam: call(worker, 'POST', `/api/train/my-exam/${exam.id}/start`),
    saveAttemptAnswers: call(worker, 'PUT', `/api/train/attempt/${attempt.attemptId}/answers`, {
      answers: { [String(judge.id)]: true },
    }),
    reportAttemptEvent: call(worker, 'POST', `/api/train/attempt/${attempt.attemptId}/events`, {
      kind: 'blur',
    }),
    submitAttempt: call(worker, 'POST', `/api/train/attempt/${attempt.attemptId}/submit`),
    getAttempt: call(worker, 'GET', `/api/train/attempt/${attempt.attemptId}`),
  };
}
