import type { CrossCase, TenantRows } from './ownership-cases.js';

const DAY = 24 * 3_600_000;
type Versioned = { id: number; updateTime: string };
type Create = (method: 'POST' | 'PUT', url: string, payload: object) => Promise<Versioned>;

/** A fixed paper of the question (10 points, 6 to pass). */
export const paperOf = (questionId: number) => ({
  name: '乙矿岗位考试卷',
  mode: 'fixed',
  totalScore: 10,
  passScore: 6,
  durationMinutes: 30,
  items: [{ questionId, score: 10 }],
});

/** A draft exam of the paper for the worker, open for a week. */
export const examOf = (paperId: number, workerId: number, now = Date.now()) => ({
  name: '乙矿岗位考试',
  paperId,
  startTime: now - DAY,
  endTime: now + 7 * DAY,
  workerIds: [workerId],
});

/** B's paper and draft exam, made through the API as createTenantB makes the rest. */
export async function createExamRowsB(call: Create, questionId: number, workerId: number) {
  const paper = await call('POST', '/api/train/paper', paperOf(questionId));
  const exam = await call('POST', '/api/train/exam', examOf(paper.id, workerId));
  return { paper, exam };
}

/**
 * 试卷 and 考试安排 bodies of B that are valid but for one of A's ids: A's question in a fixed
 * paper, A's bank in a random rule, A's paper, plan, departments, posts and staff in an exam.
 */
export function examCrossCases(a: TenantRows, b: TenantRows): CrossCase[] {
  const paper = paperOf(b.question.id);
  const exam = examOf(b.paper.id, b.worker.id);
  const random = {
    ...paper,
    mode: 'random',
    items: [],
    rules: [{ bankId: a.bank.id, type: 'single', count: 1, scoreEach: 10 }],
  };
  const body = (method: 'POST' | 'PUT', url: string, payload: object, field?: string): CrossCase => ({
    name: `${method} ${url} ${field ?? 'id'}`,
    method,
    url,
    payload,
    field,
  });
  return [
    body(
      'POST',
      '/api/train/paper',
      { ...paper, items: [{ questionId: a.question.id, score: 10 }] },
      'items',
    ),
    body('POST', '/api/train/paper', random, 'rules'),
    body('PUT', '/api/train/paper', { ...paper, ...a.paper }),
    body('PUT', '/api/train/paper', { ...random, ...b.paper }, 'rules'),
    { name: 'DELETE /api/train/paper', method: 'DELETE', url: '/api/train/paper', payload: [a.paper.id] },
    body('POST', '/api/train/exam', { ...exam, paperId: a.paper.id }, 'paperId'),
    body('POST', '/api/train/exam', { ...exam, planId: a.plan.id }, 'planId'),
    body('POST', '/api/train/exam', { ...exam, deptIds: [a.dept.id] }, 'deptIds'),
    body('POST', '/api/train/exam', { ...exam, jobIds: [a.post.id] }, 'jobIds'),
    body('POST', '/api/train/exam', { ...exam, workerIds: [a.worker.id] }, 'workerIds'),
    body('PUT', '/api/train/exam', { ...exam, ...a.exam }),
    body('PUT', '/api/train/exam', { ...exam, ...b.exam, paperId: a.paper.id }, 'paperId'),
    { name: 'PUT exam publish', method: 'PUT', url: `/api/train/exam/${a.exam.id}/publish` },
    { name: 'DELETE /api/train/exam', method: 'DELETE', url: '/api/train/exam', payload: [a.exam.id] },
  ];
}
