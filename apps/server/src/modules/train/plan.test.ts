import {
  maskPersonName,
  type CertCheck,
  type DeptNode,
  type MyTraining,
  type Page,
  type TrainPlan,
  type TrainRecord,
} from '@coalsim/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../testing/auth-helpers.js';
import { HOUR, trainContext } from '../../testing/train-fixtures.js';

describe('training plans, progress and certificates', async () => {
  const { app, enterprise, enterpriseId, as, softId, workers, planBody, createPlan, detail, addRecord } =
    await trainContext();
  const tree = (await app.inject({ method: 'GET', url: '/api/center/dept', ...as(enterprise) })).json<
    DeptNode[]
  >();

  it('takes trainees from a department’s whole subtree, and freezes them on publishing', async () => {
    const top = tree.find((d) => (d.children?.length ?? 0) > 0)!;
    const subtree = new Set([top.id, ...top.children!.map((c) => c.id)]);
    const expected = workers.filter((w) => w.dept && subtree.has(w.dept.id)).map((w) => w.id);
    expect(expected.length).toBeGreaterThan(0);
    const plan = await createPlan({ deptIds: [top.id] });
    expect(plan).toMatchObject({ status: 'draft', traineeCount: expected.length });
    expect((await detail(plan.id)).trainees.map((t) => t.workerId).sort()).toEqual([...expected].sort());

    const published = await app.inject({
      method: 'PUT',
      url: `/api/train/plan/${plan.id}/publish`,
      ...as(enterprise),
    });
    expect(published.json<TrainPlan>()).toMatchObject({ status: 'published', traineeCount: expected.length });
    // A newcomer in that department later is not a trainee of the published plan.
    const newcomer = await app.inject({
      method: 'POST',
      url: '/api/center/worker',
      payload: { employeeNo: 'NEW001', name: '新同事', phone: '13800138123', deptId: top.children![0]!.id },
      ...as(enterprise),
    });
    expect(newcomer.statusCode).toBe(201);
    expect((await detail(plan.id)).trainees).toHaveLength(expected.length);
    const again = await app.inject({
      method: 'PUT',
      url: `/api/train/plan/${plan.id}/publish`,
      ...as(enterprise),
    });
    expect(again.statusCode).toBe(409);
    const edit = await app.inject({
      method: 'PUT',
      url: '/api/train/plan',
      payload: { ...planBody(), id: plan.id, updateTime: plan.updateTime },
      ...as(enterprise),
    });
    expect(edit.statusCode).toBe(409);
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/train/plan',
      payload: [plan.id],
      ...as(enterprise),
    });
    expect(del.statusCode).toBe(409);
  });

  it('refuses software the enterprise may not use, foreign ids and an empty selection', async () => {
    const other = await app.db.execute<{ id: number }>(
      // A published software of another vendor that the demo enterprise holds no grant to.
      sql`select s.id::int as id from soft s where s.status = 'published'
          and s.enterprise_id <> ${enterpriseId}
          and not exists (select 1 from soft_grant g where g.soft_id = s.id and g.enterprise_id = ${enterpriseId})
          limit 1`,
    );
    const ungranted = other.rows[0]!.id;
    const res = await app.inject({
      method: 'POST',
      url: '/api/train/plan',
      payload: planBody({ softId: ungranted }),
      ...as(enterprise),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/授权/);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/train/plan',
      payload: planBody({ deptIds: [999999] }),
      ...as(enterprise),
    });
    expect(foreign.statusCode).toBe(400);
    const backwards = await app.inject({
      method: 'POST',
      url: '/api/train/plan',
      payload: planBody({ endTime: Date.now() - 48 * HOUR }),
      ...as(enterprise),
    });
    expect(backwards.statusCode).toBe(400);
    const empty = await createPlan();
    const publish = await app.inject({
      method: 'PUT',
      url: `/api/train/plan/${empty.id}/publish`,
      ...as(enterprise),
    });
    expect(publish.statusCode).toBe(409);
    expect(publish.json<{ message: string }>().message).toMatch(/培训对象为空/);
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/train/plan',
      payload: [empty.id],
      ...as(enterprise),
    });
    expect(del.statusCode).toBe(200);
  });

  it('counts records towards the plan, completes the trainee and issues a checkable certificate', async () => {
    const trainee = workers[5]!;
    const plan = await createPlan({ name: '瓦斯抽采取证培训', workerIds: [trainee.id] });
    await app.inject({ method: 'PUT', url: `/api/train/plan/${plan.id}/publish`, ...as(enterprise) });
    const start = Date.now() - 10 * HOUR;
    const first = await addRecord({
      planId: plan.id,
      workerId: trainee.id,
      softId,
      startedAt: start,
      endedAt: start + 40 * 60_000,
      score: 70,
    });
    expect(first.json<TrainRecord>()).toMatchObject({ passed: false, plan: { id: plan.id } });
    let progress = (await detail(plan.id)).trainees[0]!;
    expect(progress).toMatchObject({ hoursDone: 0.7, bestScore: 70, completed: false, cert: null });

    const second = await addRecord({
      planId: plan.id,
      workerId: trainee.id,
      softId,
      startedAt: start + HOUR,
      endedAt: start + HOUR + 30 * 60_000,
      score: 86,
    });
    expect(second.statusCode).toBe(201);
    progress = (await detail(plan.id)).trainees[0]!;
    expect(progress).toMatchObject({ hoursDone: 1.2, bestScore: 86, records: 2, completed: true });
    expect(progress.cert?.code).toMatch(/^[0-9A-F]{12}$/);
    expect(new Date(progress.cert!.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 300 * 24 * HOUR);

    const check = await app.inject({
      method: 'GET',
      url: `/api/portal/cert/${progress.cert!.code.toLowerCase()}`,
    });
    expect(check.statusCode).toBe(200);
    const cert = check.json<CertCheck>();
    // Public: the name masked (王*军), never whole.
    expect(cert).toMatchObject({
      workerName: maskPersonName(trainee.name),
      planName: '瓦斯抽采取证培训',
      valid: true,
    });
    expect(cert.workerName).not.toBe(trainee.name);
    expect(cert.hours).toBeGreaterThan(0);
    expect(cert.score).toEqual(expect.any(Number));
    expect(check.body).not.toContain(trainee.phone);
    expect((await app.inject({ method: 'GET', url: '/api/portal/cert/ABCDEF123456' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/portal/cert/short' })).statusCode).toBe(400);

    const outside = await addRecord({
      planId: plan.id,
      workerId: trainee.id,
      softId,
      startedAt: plan.endTime + HOUR,
      endedAt: plan.endTime + 2 * HOUR,
      score: 90,
    });
    expect(outside.statusCode).toBe(400);
    const notTrainee = await addRecord({
      planId: plan.id,
      workerId: workers[6]!.id,
      softId,
      startedAt: start,
      endedAt: start + HOUR,
      score: 90,
    });
    expect(notTrainee.statusCode).toBe(400);
  });

  it('shows a worker their own plans, progress and records, and nothing else of the centre', async () => {
    const worker = await signIn(app, 'worker');
    const me = workers.find((w) => w.employeeNo === 'CM0001')!;
    const plan = await createPlan({ name: '李明的培训', workerIds: [me.id] });
    await app.inject({ method: 'PUT', url: `/api/train/plan/${plan.id}/publish`, ...as(enterprise) });
    await addRecord({
      planId: plan.id,
      workerId: me.id,
      softId,
      startedAt: Date.now() - 3 * HOUR,
      endedAt: Date.now() - 2 * HOUR,
      score: 90,
    });
    const res = await app.inject({ method: 'GET', url: '/api/train/my-record', ...as(worker) });
    expect(res.statusCode).toBe(200);
    const mine = res.json<MyTraining>();
    expect(mine.worker).toMatchObject({ employeeNo: 'CM0001', enterpriseName: '示例煤业集团' });
    expect(mine.plans.find((p) => p.plan.id === plan.id)?.progress).toMatchObject({
      completed: true,
      hoursDone: 1,
    });
    expect(mine.records.every((r) => r.worker.id === me.id)).toBe(true);
    for (const url of ['/api/train/plan', '/api/train/record', `/api/train/plan/${plan.id}`]) {
      expect((await app.inject({ method: 'GET', url, ...as(worker) })).statusCode).toBe(403);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/train/my-record', ...as(enterprise) })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/train/my-record' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/train/plan' })).statusCode).toBe(401);
  });

  it('pages and filters plans by status; exports a plan’s progress', async () => {
    const published = await app.inject({
      method: 'GET',
      url: '/api/train/plan?status=published&size=50',
      ...as(enterprise),
    });
    const plans = published.json<Page<TrainPlan>>().content;
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((p) => p.status === 'published')).toBe(true);
    const drafts = await app.inject({
      method: 'GET',
      url: '/api/train/plan?status=draft&size=50',
      ...as(enterprise),
    });
    expect(drafts.json<Page<TrainPlan>>().content.every((p) => p.status === 'draft')).toBe(true);
    const xlsx = await app.inject({
      method: 'GET',
      url: `/api/train/plan/${plans[0]!.id}/download`,
      ...as(enterprise),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('xlsx');
  });
});
