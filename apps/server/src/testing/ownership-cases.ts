import type { FastifyInstance, InjectOptions } from 'fastify';
import type pg from 'pg';

import { softFields } from './access-helpers.js';
import { bearer } from './auth-helpers.js';
import { createExamRowsB, examCrossCases } from './exam-cross-cases.js';
import { questionSample } from './exam-samples.js';

/** One enterprise's records the ownership test aims at (ids with the version an update sends). */
export interface TenantRows {
  enterprise: number;
  dept: Versioned;
  post: Versioned;
  worker: Versioned;
  plan: Versioned;
  record: Versioned & { softId: number };
  soft: Versioned;
  /** A 申请使用 addressed to this enterprise as the software's vendor, still pending. */
  grantRequest: number;
  device: Versioned & { serial: string };
  /** A 题库 of its own and one of its questions. */
  bank: Versioned;
  question: Versioned & { bankId: number };
  /** A 试卷 and a 考试安排 of its own. */
  paper: Versioned;
  exam: Versioned;
}
type Versioned = { id: number; updateTime: string };

/** A's rows, read straight from the demo data. */
export async function tenantRowsOf(pool: pg.Pool, enterprise: number): Promise<TenantRows> {
  const row = async (sql: string) => {
    const { rows } = await pool.query<Versioned & { softId: number }>(sql, [enterprise]);
    if (!rows[0]) throw new Error(`the demo enterprise has no row for: ${sql}`);
    return { ...rows[0], id: Number(rows[0].id), softId: Number(rows[0].softId) };
  };
  const v = `id, to_char(update_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updateTime"`;
  const first = async (table: string, where = ''): Promise<Versioned> => {
    const { id, updateTime } = await row(
      `select ${v}, 0 as "softId" from ${table} where enterprise_id = $1 ${where} order by id limit 1`,
    );
    return { id, updateTime };
  };
  return {
    enterprise,
    dept: await first('ent_dept'),
    post: await first('ent_job'),
    worker: await first('ent_worker'),
    plan: await first('train_plan', `and status = 'draft'`),
    record: await row(
      `select ${v}, soft_id as "softId" from train_record where enterprise_id = $1 and source = 'manual' order by id limit 1`,
    ),
    soft: await first('soft'),
    device: await deviceOf(pool, enterprise),
    bank: await first('exam_bank'),
    question: await questionOf(pool, enterprise),
    paper: await first('exam_paper'),
    exam: await first('exam_arrangement'),
    grantRequest: (
      await row(
        `select g.id, '' as "updateTime", 0 as "softId" from soft_grant g join soft s on s.id = g.soft_id
         where s.enterprise_id = $1 and g.enterprise_id <> $1 and g.status = 'pending' order by g.id limit 1`,
      )
    ).id,
  };
}

const HOUR = 3_600_000;

async function questionOf(pool: pg.Pool, enterprise: number) {
  const { rows } = await pool.query<Versioned & { bankId: number }>(
    `select id::int, bank_id::int as "bankId", to_char(update_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updateTime"
     from exam_question where enterprise_id = $1 order by id limit 1`,
    [enterprise],
  );
  if (!rows[0]) throw new Error('the enterprise has no question');
  return rows[0];
}

async function deviceOf(pool: pg.Pool, enterprise: number) {
  const { rows } = await pool.query<Versioned & { serial: string }>(
    `select id::int, serial, to_char(update_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updateTime"
     from device where enterprise_id = $1 order by id limit 1`,
    [enterprise],
  );
  if (!rows[0]) throw new Error('the enterprise has no device');
  return rows[0];
}

/**
 * B's own data, made through the API before anything is aimed at A: a department, a post, a
 * worker in both, a software of its own, a draft plan on it and a manual record. B's exports then
 * have rows to show, so an empty export can no longer pass for a scoped one.
 */
export async function createTenantB(
  app: FastifyInstance,
  token: string,
  enterprise: number,
): Promise<TenantRows> {
  const call = async (method: InjectOptions['method'], url: string, payload: object) => {
    const res = await app.inject({ method, url, payload, headers: bearer(token) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    const body = res.json<{ id: number; updateTime: string | number }>();
    return { id: body.id, updateTime: new Date(body.updateTime).toISOString() };
  };
  const dept = await call('POST', '/api/center/dept', { name: '乙矿综合部' });
  const post = await call('POST', '/api/center/job', { name: '乙矿检修工' });
  const worker = await call('POST', '/api/center/worker', {
    employeeNo: 'YI0001',
    name: '乙矿张工',
    phone: '13900000001',
    deptId: dept.id,
    postId: post.id,
  });
  const soft = await call('POST', '/api/center/soft', softFields('乙矿自有演练软件'));
  const start = Date.now() - 2 * HOUR;
  const plan = await call('POST', '/api/train/plan', {
    name: '乙矿安全培训',
    softId: soft.id,
    startTime: start,
    endTime: start + 30 * 24 * HOUR,
    requiredHours: 1,
    passScore: 60,
    workerIds: [worker.id],
  });
  const record = await call('POST', '/api/train/record', {
    workerId: worker.id,
    softId: soft.id,
    startedAt: start,
    endedAt: start + HOUR,
    score: 88,
  });
  const device = await call('POST', '/api/center/device', {
    name: '乙矿模拟操作台',
    type: 'simulator',
    serial: 'YI-SIM-001',
    room: '乙矿实训室',
  });
  // A command of B's own, so that B's 指令记录 is not empty for the wrong reason.
  const sent = await app.inject({
    method: 'POST',
    url: '/api/center/device-command',
    payload: { deviceIds: [device.id], command: 'restart', args: {} },
    headers: bearer(token),
  });
  if (sent.statusCode !== 201) throw new Error(`B's command → ${sent.statusCode} ${sent.body}`);
  const bank = await call('POST', '/api/train/bank', { name: '乙矿题库', category: 'underground' });
  const question = await call('POST', '/api/train/question', questionSample(bank.id));
  const { paper, exam } = await createExamRowsB(call, question.id, worker.id);
  return {
    enterprise,
    dept,
    post,
    worker,
    plan,
    record: { ...record, softId: soft.id },
    soft,
    grantRequest: 0,
    device: { ...device, serial: 'YI-SIM-001' },
    bank,
    question: { ...question, bankId: bank.id },
    paper,
    exam,
  };
}

export interface CrossCase {
  name: string;
  method: InjectOptions['method'];
  url: string;
  payload?: unknown;
  /** The body field holding A's id: a 400 must name it (a 404 always does). */
  field?: string;
}

/**
 * Bodies B may send that are valid in every way except one id, which is A's real record: the
 * only reason left to refuse them is the enterprise scope (a schema 400 would prove nothing).
 */
export function crossCases(a: TenantRows, b: TenantRows): CrossCase[] {
  const now = Date.now();
  const worker = {
    employeeNo: 'YI0001',
    name: '乙矿张工',
    phone: '13900000001',
    deptId: b.dept.id,
    postId: b.post.id,
  };
  const plan = {
    name: '乙矿安全培训',
    softId: b.soft.id,
    startTime: now - 2 * HOUR,
    endTime: now + 30 * 24 * HOUR,
    requiredHours: 1,
    passScore: 60,
    workerIds: [b.worker.id],
  };
  const record = {
    workerId: b.worker.id,
    softId: b.soft.id,
    startedAt: now - 2 * HOUR,
    endedAt: now - HOUR,
    score: 88,
  };
  const put = (url: string, payload: object, field?: string): CrossCase => ({
    name: `PUT ${url} ${field ?? 'id'}`,
    method: 'PUT',
    url,
    payload,
    field,
  });
  const post = (url: string, payload: object, field: string): CrossCase => ({
    name: `POST ${url} ${field}`,
    method: 'POST',
    url,
    payload,
    field,
  });
  const del = (url: string, id: number): CrossCase => ({
    name: `DELETE ${url}`,
    method: 'DELETE',
    url,
    payload: [id],
  });
  return [
    post('/api/center/dept', { name: '乙矿越界部门', pid: a.dept.id }, 'pid'),
    put('/api/center/dept', { name: '乙矿改名', pid: null, ...a.dept }),
    put('/api/center/dept', { name: '乙矿综合部', pid: a.dept.id, ...b.dept }, 'pid'),
    del('/api/center/dept', a.dept.id),
    put('/api/center/job', { name: '乙矿改名岗位', ...a.post }),
    del('/api/center/job', a.post.id),
    post('/api/center/worker', { ...worker, employeeNo: 'YI0002', deptId: a.dept.id }, 'deptId'),
    post('/api/center/worker', { ...worker, employeeNo: 'YI0003', postId: a.post.id }, 'postId'),
    put('/api/center/worker', { ...worker, ...a.worker, employeeNo: 'YI0004' }),
    put('/api/center/worker', { ...worker, ...b.worker, deptId: a.dept.id }, 'deptId'),
    put('/api/center/worker', { ...worker, ...b.worker, postId: a.post.id }, 'postId'),
    del('/api/center/worker', a.worker.id),
    {
      name: 'POST worker account',
      method: 'POST',
      url: `/api/center/worker/${a.worker.id}/account`,
      payload: { username: 'yikuang01' },
    },
    put('/api/center/soft', { ...softFields('乙矿改名软件'), ...a.soft }),
    del('/api/center/soft', a.soft.id),
    { name: 'POST soft submit', method: 'POST', url: `/api/center/soft/${a.soft.id}/submit` },
    put(`/api/center/grant/${a.grantRequest}`, { approved: true, seats: 10, validUntil: null }),
    post('/api/train/plan', { ...plan, softId: a.soft.id }, 'softId'),
    post('/api/train/plan', { ...plan, deptIds: [a.dept.id] }, 'deptIds'),
    post('/api/train/plan', { ...plan, jobIds: [a.post.id] }, 'jobIds'),
    post('/api/train/plan', { ...plan, workerIds: [a.worker.id] }, 'workerIds'),
    put('/api/train/plan', { ...plan, ...a.plan }),
    put('/api/train/plan', { ...plan, ...b.plan, workerIds: [a.worker.id] }, 'workerIds'),
    { name: 'PUT plan publish', method: 'PUT', url: `/api/train/plan/${a.plan.id}/publish` },
    del('/api/train/plan', a.plan.id),
    post('/api/train/record', { ...record, workerId: a.worker.id }, 'workerId'),
    post('/api/train/record', { ...record, planId: a.plan.id }, 'planId'),
    post('/api/train/record', { ...record, softId: a.record.softId }, 'softId'),
    put('/api/train/record', { ...record, id: a.record.id, updateTime: a.record.updateTime }),
    put('/api/train/record', { ...record, ...b.record, workerId: a.worker.id }, 'workerId'),
    del('/api/train/record', a.record.id),
    put('/api/center/device', { name: '乙矿改名设备', type: 'simulator', ...a.device }),
    del('/api/center/device', a.device.id),
    post(
      '/api/center/device-command',
      { deviceIds: [a.device.id], command: 'restart', args: {} },
      'deviceIds',
    ),
    post(
      '/api/center/device-command',
      { deviceIds: [b.device.id, a.device.id], command: 'shutdown', args: {} },
      'deviceIds',
    ),
    put('/api/train/bank', { name: '乙矿改名题库', category: 'underground', ...a.bank }),
    del('/api/train/bank', a.bank.id),
    { name: 'POST bank copy', method: 'POST', url: `/api/train/bank/${a.bank.id}/copy`, payload: {} },
    post('/api/train/question', questionSample(a.bank.id), 'bankId'),
    put('/api/train/question', {
      ...questionSample(b.bank.id),
      id: a.question.id,
      updateTime: a.question.updateTime,
    }),
    del('/api/train/question', a.question.id),
    ...examCrossCases(a, b),
  ];
}
