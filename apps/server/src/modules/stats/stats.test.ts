import { creditCodeCheckChar, type StatsOverview } from '@coalsim/contract';
import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { soft } from '../../db/tables/soft.table.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createTestDevice, deviceAuth, enrolTestDevice } from '../../testing/device-helpers.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { entDept, entWorker } from '../org/org.table.js';
import { addToDaily } from '../train/train-rollup.js';
import { trainCert, trainPlan, trainPlanWorker, trainRecord } from '../train/train.table.js';

const code = (n: number) => {
  const first17 = `91140100MC${String(n).padStart(7, '0')}`;
  return first17 + creditCodeCheckChar(first17)!;
};
const DAY = 86_400_000;
type Six = [number, number, number, number, number, number];

describe('统计分析 (api/stats)', async () => {
  const { app, db } = await buildTestApp();
  const ent = (n: number, name: string) =>
    registerVerifiedEnterprise(app, { username: `stats${n}`, name, creditCode: code(n) });
  const [a, b] = [await ent(1, '统计甲煤矿'), await ent(2, '统计乙煤矿')];

  /** Instants and months computed by PostgreSQL, in the session's zone the rollup's days are in. */
  const dbValue = async <T>(expression: SQL) =>
    (await db.execute<{ v: T }>(sql`select ${expression} as v`)).rows[0]!.v;
  /** The 15th of the month `n` months before this one, at noon. */
  const epochMs = async (instant: SQL) =>
    Number(await dbValue<string>(sql`round(extract(epoch from ${instant}) * 1000)::bigint`));
  const midMonth = async (n: number) =>
    new Date(
      await epochMs(
        sql`date_trunc('month', now()) - make_interval(months => ${n}) + interval '14 days 12 hours'`,
      ),
    );
  const monthOf = (n: number) =>
    dbValue<string>(sql`to_char(date_trunc('month', now()) - make_interval(months => ${n}), 'YYYY-MM')`);
  const monthStartMs = (n: number) =>
    epochMs(sql`date_trunc('month', now()) - make_interval(months => ${n})`);

  const softs = await db
    .insert(soft)
    .values(
      ['综采仿真', '掘进仿真', '通风仿真'].map((name) => ({
        enterpriseId: a.id,
        name,
        category: 'mining',
        summary: name,
        description: name,
        version: '1.0',
        status: 'published',
      })),
    )
    .returning({ id: soft.id });
  const [mining, tunnel, vent] = softs.map((s) => s.id) as [number, number, number];

  const depts = await db
    .insert(entDept)
    .values([
      { enterpriseId: a.id, name: '综采队' },
      { enterpriseId: a.id, name: '机电队' },
      { enterpriseId: b.id, name: '乙综采队' },
    ])
    .returning({ id: entDept.id });
  const [coal, electric, bDept] = depts.map((d) => d.id) as [number, number, number];
  const worker = (enterpriseId: number, no: string, deptId: number | null, status = 'active') => ({
    enterpriseId,
    employeeNo: no,
    name: `员工${no}`,
    phone: `1380000${no.slice(-4)}`,
    deptId,
    status,
  });
  const workers = await db
    .insert(entWorker)
    .values([
      worker(a.id, 'A0001', coal),
      worker(a.id, 'A0002', coal),
      worker(a.id, 'A0003', electric),
      worker(a.id, 'A0004', null),
      worker(a.id, 'A0005', coal, 'left'),
      worker(b.id, 'B0001', bDept),
    ])
    .returning({ id: entWorker.id });
  const [w1, w2, w3, w4, w5, wb] = workers.map((w) => w.id) as Six;

  const now = Date.now();
  /** A plan from `days[0]` to `days[1]` days from now. */
  const plan = (
    enterpriseId: number,
    name: string,
    softId: number,
    days: number[],
    status = 'published',
  ) => ({
    ...{ enterpriseId, name, softId, status, requiredHours: 2, passScore: 60 },
    ...{ startTime: new Date(now + days[0]! * DAY), endTime: new Date(now + days[1]! * DAY) },
  });
  const plans = await db
    .insert(trainPlan)
    .values([
      plan(a.id, '综采复训', mining, [-10, 20]),
      plan(a.id, '掘进上岗', tunnel, [-10, 5]),
      plan(a.id, '草稿计划', mining, [-10, 5], 'draft'),
      plan(a.id, '已结束计划', vent, [-90, -30]),
      plan(a.id, '未开始计划', vent, [5, 30]),
      plan(b.id, '乙计划', mining, [-10, 1]),
    ])
    .returning({ id: trainPlan.id });
  const [p1, p2, , p4, , pb] = plans.map((p) => p.id) as Six;
  await db.insert(trainPlanWorker).values([
    { enterpriseId: a.id, planId: p1, workerId: w1, completedAt: new Date() },
    { enterpriseId: a.id, planId: p1, workerId: w2 },
    { enterpriseId: a.id, planId: p1, workerId: w3 },
    { enterpriseId: a.id, planId: p2, workerId: w1 },
    { enterpriseId: b.id, planId: pb, workerId: wb, completedAt: new Date() },
  ]);
  await db.insert(trainCert).values([
    // w1 twice: counted once.
    { enterpriseId: a.id, planId: p1, workerId: w1, code: 'C00000000001' },
    {
      enterpriseId: a.id,
      planId: p2,
      workerId: w1,
      code: 'C00000000002',
      expiresAt: new Date(now + 30 * DAY),
    },
    { enterpriseId: a.id, planId: p4, workerId: w2, code: 'C00000000003', expiresAt: new Date(now + DAY) },
    // Expired: w3 is not certified.
    { enterpriseId: a.id, planId: p4, workerId: w3, code: 'C00000000004', expiresAt: new Date(now - DAY) },
    { enterpriseId: a.id, planId: p2, workerId: w4, code: 'C00000000005' },
    // Left the enterprise: neither staff nor certified.
    { enterpriseId: a.id, planId: p1, workerId: w5, code: 'C00000000006' },
    { enterpriseId: b.id, planId: pb, workerId: wb, code: 'C00000000007' },
  ]);

  /** Records as the train service writes them: the row, and the rollup for the counted ones. */
  type Who = [enterpriseId: number, workerId: number, softId: number];
  const record = async (
    [enterpriseId, workerId, softId]: Who,
    startedAt: Date,
    durationS: number,
    passed: boolean,
    flagged = false,
  ) => {
    const endedAt = new Date(startedAt.getTime() + durationS * 1000);
    const row = { enterpriseId, workerId, softId, startedAt, endedAt, durationS, passed, flagged };
    await db.insert(trainRecord).values({ ...row, score: passed ? 90 : 40, source: 'manual' });
    if (!flagged) await addToDaily(db, [row], 1);
  };
  const twoAgo = await midMonth(2);
  for (const [s, secs, passed] of [
    [mining, 3600, true],
    [mining, 1800, true],
    [mining, 1800, false],
    [tunnel, 3600, true],
  ] as const)
    await record([a.id, w1, s], twoAgo, secs, passed);
  await record([a.id, w2, vent], twoAgo, 7200, true, true); // flagged: never counts
  const fiveAgo = await midMonth(5);
  await record([a.id, w2, tunnel], fiveAgo, 900, false);
  await record([a.id, w3, tunnel], fiveAgo, 900, false);
  // The first instant of this month: never in the future, whatever today is.
  const monthStart = new Date(await monthStartMs(0));
  await record([a.id, w4, mining], monthStart, 1800, true);
  // Before the default period.
  for (let i = 0; i < 5; i++) await record([a.id, w1, vent], await midMonth(13), 600, true);
  for (let i = 0; i < 10; i++) await record([b.id, wb, mining], twoAgo, 3600, true);

  const tokenA = bearer(a.token);
  const overview = async (query = '', headers = tokenA) => {
    const res = await app.inject({ method: 'GET', url: `/api/stats/overview${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StatsOverview>();
  };

  it('sums the last twelve months by default, empty months included', async () => {
    const body = await overview();
    const expected = await Promise.all(Array.from({ length: 12 }, (_, i) => monthOf(11 - i)));
    expect(body.months.map((m) => m.month)).toEqual(expected);
    expect(body.from).toBe(await monthStartMs(11));
    expect(body.to).toBeGreaterThanOrEqual(now);
    const byMonth = new Map(body.months.map((m) => [m.month, m]));
    expect(byMonth.get(await monthOf(2))).toEqual({
      month: await monthOf(2),
      records: 4,
      hours: 3,
      passed: 3,
      passRate: 75,
    });
    expect(byMonth.get(await monthOf(5))).toMatchObject({ records: 2, hours: 0.5, passed: 0, passRate: 0 });
    expect(byMonth.get(await monthOf(0))).toMatchObject({ records: 1, hours: 0.5, passed: 1, passRate: 100 });
    expect(byMonth.get(await monthOf(1))).toEqual({
      month: await monthOf(1),
      records: 0,
      hours: 0,
      passed: 0,
      passRate: null,
    });
    expect(body.totals).toEqual({ records: 7, hours: 4, passRate: 57.1, staff: 4, certified: 3 });
    expect(body.devices).toEqual([]);
  });

  it('ranks software by records in the period, with names', async () => {
    expect((await overview()).softs).toEqual([
      { softId: mining, name: '综采仿真', records: 4, hours: 2.5 },
      { softId: tunnel, name: '掘进仿真', records: 3, hours: 1.5 },
    ]);
    const longer = await overview(`?from=${await monthStartMs(14)}&to=${Date.now()}`);
    expect(longer.months).toHaveLength(15);
    expect(longer.softs.map((s) => [s.name, s.records])).toEqual([
      ['通风仿真', 5],
      ['综采仿真', 4],
      ['掘进仿真', 3],
    ]);
  });

  it('reads a given period, [from, to), month by month', async () => {
    const body = await overview(`?from=${await monthStartMs(5)}&to=${await monthStartMs(1)}`);
    expect(body.months.map((m) => m.month)).toEqual(await Promise.all([5, 4, 3, 2].map((n) => monthOf(n))));
    expect(body.months.map((m) => m.records)).toEqual([2, 0, 0, 4]);
    expect(body.totals).toMatchObject({ records: 6, passRate: 50, hours: 3.5 });
    const quiet = await overview(`?from=${await monthStartMs(4)}&to=${await monthStartMs(2)}`);
    expect(quiet.totals).toMatchObject({ records: 0, hours: 0, passRate: null });
    expect(quiet.softs).toEqual([]);
  });

  it('counts active staff per department and those holding a valid certificate', async () => {
    expect((await overview()).depts).toEqual([
      { deptId: coal, name: '综采队', staff: 2, certified: 2 },
      { deptId: electric, name: '机电队', staff: 1, certified: 0 },
      { deptId: null, name: '未分配部门', staff: 1, certified: 1 },
    ]);
  });

  it('lists published plans running now, ending soonest first, with their progress', async () => {
    expect((await overview()).plans).toEqual([
      { id: p2, name: '掘进上岗', softName: '掘进仿真', endTime: now + 5 * DAY, trainees: 1, completed: 0 },
      { id: p1, name: '综采复训', softName: '综采仿真', endTime: now + 20 * DAY, trainees: 3, completed: 1 },
    ]);
  });

  it("never counts another enterprise's data", async () => {
    const other = await overview('', bearer(b.token));
    expect(other.totals).toEqual({ records: 10, hours: 10, passRate: 100, staff: 1, certified: 1 });
    expect(other.softs).toEqual([{ softId: mining, name: '综采仿真', records: 10, hours: 10 }]);
    expect(other.depts).toEqual([{ deptId: bDept, name: '乙综采队', staff: 1, certified: 1 }]);
    expect(other.plans.map((p) => p.id)).toEqual([pb]);
  });

  it('counts the enterprise’s devices by the status 设备管理 shows', async () => {
    const c = await ent(3, '统计丙煤矿');
    const online = await createTestDevice(app, c.token);
    await createTestDevice(app, c.token);
    await createTestDevice(app, c.token);
    const { secret } = await enrolTestDevice(app, c.token, online);
    await app.inject({
      method: 'POST',
      url: '/api/device-agent/heartbeat',
      headers: deviceAuth(secret),
      payload: { agentVersion: '1.0.0', state: 'idle' },
    });
    expect((await overview('', bearer(c.token))).devices).toEqual([
      { status: 'offline', count: 2 },
      { status: 'online', count: 1 },
    ]);
  });

  it('refuses workers and platform staff with 403 and strangers with 401', async () => {
    for (const username of ['worker', 'admin']) {
      const headers = bearer(await signIn(app, username));
      for (const url of ['/api/stats/overview', '/api/stats/download?chart=months']) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${username} ${url}`).toBe(403);
      }
    }
    expect((await app.inject({ method: 'GET', url: '/api/stats/overview' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/stats/download?chart=months' })).statusCode).toBe(
      401,
    );
  });

  it('answers 400 to a period that ends before it starts or is too long', async () => {
    const bad = async (query: string, message: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/stats/overview${query}`, headers: tokenA });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: expect.stringContaining(message) });
    };
    await bad('?from=2000&to=1000', '开始时间须早于结束时间');
    await bad('?from=1000&to=1000', '开始时间须早于结束时间');
    await bad(`?from=${Date.now() + DAY}`, '开始时间须早于结束时间');
    await bad(`?from=${Date.now() - 4 * 366 * DAY}`, '最长3年');
    await bad('?from=abc', '');
    const download = await app.inject({
      method: 'GET',
      url: `/api/stats/download?chart=months&from=0&to=${Date.now()}`,
      headers: tokenA,
    });
    expect(download.statusCode).toBe(400);
    const unknown = await app.inject({ method: 'GET', url: '/api/stats/download?chart=x', headers: tokenA });
    expect(unknown.statusCode).toBe(400);
  });

  describe('export', async () => {
    const twoAgoMonth = await monthOf(2);
    const sheetOf = async (chart: string, fileName: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/stats/download?chart=${chart}`,
        headers: tokenA,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(encodeURIComponent(fileName));
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      return Array.from({ length: sheet.rowCount }, (_, i) =>
        (sheet.getRow(i + 1).values as unknown[]).slice(1),
      );
    };

    it('writes the months chart with Chinese headers', async () => {
      const rows = await sheetOf('months', '统计-培训学时.xlsx');
      expect(rows[0]).toEqual(['月份', '培训次数', '培训学时', '合格次数', '合格率(%)']);
      expect(rows).toHaveLength(13);
      expect(rows.find((r) => r[0] === twoAgoMonth)).toEqual([twoAgoMonth, 4, 3, 3, 75]);
    });
    it('writes the ranking, departments and plans', async () => {
      expect(await sheetOf('softs', '统计-软件使用排行.xlsx')).toEqual([
        ['排名', '软件名称', '培训次数', '培训学时'],
        [1, '综采仿真', 4, 2.5],
        [2, '掘进仿真', 3, 1.5],
      ]);
      expect(await sheetOf('depts', '统计-部门人员.xlsx')).toEqual([
        ['部门', '在职人数', '持证人数'],
        ['综采队', 2, 2],
        ['机电队', 1, 0],
        ['未分配部门', 1, 1],
      ]);
      const plansSheet = await sheetOf('plans', '统计-进行中的计划.xlsx');
      expect(plansSheet.map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
        ['计划名称', '培训软件', '学员人数', '已完成人数'],
        ['掘进上岗', '掘进仿真', 1, 0],
        ['综采复训', '综采仿真', 3, 1],
      ]);
      expect(await sheetOf('devices', '统计-设备状态.xlsx')).toEqual([['设备状态', '数量']]);
    });
  });
});
