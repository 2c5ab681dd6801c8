import type { DeptNode, Page, Post, Worker } from '@coalsim/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';

// A valid id card (GB 11643 check character).
const ID_CARD = '11010519491231002X';

describe('员工管理 (api/center/worker)', async () => {
  const { app } = await buildTestApp();
  const ent = bearer(await signIn(app, 'enterprise'));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = ent) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const list = async (query = '', headers = ent) =>
    (await call('GET', `/api/center/worker${query}`, undefined, headers)).json<Page<Worker>>();
  const depts = (await call('GET', '/api/center/dept')).json<DeptNode[]>();
  const deptId = (name: string) => {
    const all = depts.flatMap((d) => [d, ...(d.children ?? [])]);
    return all.find((d) => d.name === name)!.id;
  };
  const posts = (await call('GET', '/api/center/job?size=100')).json<Page<Post>>().content;
  const postId = (name: string) => posts.find((p) => p.name === name)!.id;
  const newWorker = (extra: Record<string, unknown> = {}) => ({
    employeeNo: 'T0001',
    name: '测试员工',
    gender: '女',
    phone: '13611112222',
    idCard: ID_CARD,
    deptId: deptId('通风科'),
    postId: postId('通风工'),
    hiredOn: '2024-03-01',
    ...extra,
  });

  it('lists the staff newest first, paged, with id cards masked', async () => {
    const page = await list('?size=10');
    expect(page.totalElements).toBe(40);
    expect(page.content).toHaveLength(10);
    const withCard = (await list('?size=100')).content.filter((w) => w.idCard);
    expect(withCard.length).toBeGreaterThan(0);
    for (const w of withCard) expect(w.idCard).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
  });

  it('finds staff by part of the name, phone or 工号', async () => {
    expect((await list(`?blurry=${encodeURIComponent('李明')}`)).content.map((w) => w.employeeNo)).toEqual([
      'CM0001',
    ]);
    expect((await list('?blurry=13700137')).content.map((w) => w.name)).toEqual(['李明']);
    expect((await list('?blurry=cm0002')).content.map((w) => w.employeeNo)).toEqual(['CM0002']);
    expect((await list('?blurry=%25')).totalElements).toBe(0);
  });

  it('filters by a department and its whole subtree, post, status and hiring dates', async () => {
    const production = await list(`?deptId=${deptId('生产部')}&size=100`);
    const team = await list(`?deptId=${deptId('综采一队')}&size=100`);
    expect(team.totalElements).toBeGreaterThan(0);
    expect(production.totalElements).toBeGreaterThan(team.totalElements);
    const teams = ['综采一队', '综采二队', '掘进一队', '机电队'];
    for (const w of production.content) expect(teams).toContain(w.dept?.name);
    const drivers = await list(`?postId=${postId('采煤机司机')}&size=100`);
    for (const w of drivers.content) expect(w.post?.name).toBe('采煤机司机');
    expect((await list('?status=left')).totalElements).toBe(2);
    const hired = await list('?hiredOn=2015-01-01&hiredOn=2016-12-31&size=100');
    for (const w of hired.content)
      expect(w.hiredOn! >= '2015-01-01' && w.hiredOn! <= '2016-12-31').toBe(true);
    expect(hired.totalElements).toBeGreaterThan(0);
    expect((await call('GET', '/api/center/worker?status=gone')).statusCode).toBe(400);
  });

  it('sorts by the allowed fields only', async () => {
    const byNo = await list('?sort=employeeNo,desc&size=3');
    expect(byNo.content.map((w) => w.employeeNo)).toEqual(['CM0040', 'CM0039', 'CM0038']);
    expect((await call('GET', '/api/center/worker?sort=idCard,asc')).statusCode).toBe(400);
  });

  it('creates a worker, shows the whole id card in the detail only, refuses a duplicate 工号', async () => {
    const created = await call('POST', '/api/center/worker', newWorker());
    expect(created.statusCode).toBe(201);
    const worker = created.json<Worker>();
    expect(worker).toMatchObject({
      employeeNo: 'T0001',
      status: 'active',
      dept: { name: '通风科' },
      account: null,
    });
    const detail = await call('GET', `/api/center/worker/${worker.id}`);
    expect(detail.json<Worker>().idCard).toBe(ID_CARD);
    expect(detail.headers['cache-control']).toBe('no-store');
    const listed = (await list('?blurry=T0001')).content[0]!;
    expect(listed.idCard).toBe('110105********002X');

    const dup = await call('POST', '/api/center/worker', newWorker({ name: '另一人' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ fieldErrors: { employeeNo: ['工号已存在'] } });
  });

  it('refuses a second staff member with the same ID card, naming who has it (create and update)', async () => {
    const first = await call(
      'POST',
      '/api/center/worker',
      newWorker({ employeeNo: 'DUP001', idCard: '110105198001010016' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const expected =
      '身份证号已登记在员工 测试员工（工号 DUP001）名下：同一人在本企业只能登记一次，请核对身份证号或编辑该员工';
    // Lower-case x and spaces are the same number.
    const again = await call(
      'POST',
      '/api/center/worker',
      newWorker({ employeeNo: 'DUP002', idCard: ' 110105198001010016 ' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 409,
      message: expected,
      fieldErrors: { idCard: [expected] },
    });
    expect((await list('?blurry=DUP002')).totalElements).toBe(0);

    const second = await call(
      'POST',
      '/api/center/worker',
      newWorker({ employeeNo: 'DUP003', idCard: null }),
    );
    const saved = second.json<Worker>();
    const moved = await call('PUT', '/api/center/worker', {
      ...newWorker({ employeeNo: 'DUP003', idCard: '110105198001010016' }),
      id: saved.id,
      updateTime: saved.updateTime,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json<{ message: string }>().message).toBe(expected);
    // Saving the holder itself with its own number is no conflict.
    const holder = first.json<Worker>();
    const kept = await call('PUT', '/api/center/worker', {
      ...newWorker({ employeeNo: 'DUP001', idCard: '110105198001010016', name: '测试员工' }),
      id: holder.id,
      updateTime: holder.updateTime,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    await call('DELETE', '/api/center/worker', [holder.id, saved.id]);
  });

  it('refuses bad fields with the field’s message', async () => {
    const phone = await call('POST', '/api/center/worker', newWorker({ employeeNo: 'T0002', phone: '1234' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ fieldErrors: { phone: ['请输入正确的11位手机号码'] } });
    const card = await call(
      'POST',
      '/api/center/worker',
      newWorker({ employeeNo: 'T0002', idCard: '110105194912310021' }),
    );
    expect(card.statusCode).toBe(400);
    expect(card.json()).toMatchObject({ fieldErrors: { idCard: [expect.stringContaining('身份证')] } });
    const dept = await call(
      'POST',
      '/api/center/worker',
      newWorker({ employeeNo: 'T0002', deptId: 999_999 }),
    );
    expect(dept.statusCode).toBe(400);
    expect(dept.json()).toMatchObject({ fieldErrors: { deptId: [expect.stringContaining('部门')] } });
  });

  it('answers the list from its cache, and never stale after a write', async () => {
    const before = (await list('?blurry=CM0007')).content[0]!;
    expect((await list('?blurry=CM0007')).content[0]).toEqual(before);
    const saved = await call('PUT', '/api/center/worker', {
      ...newWorker({ employeeNo: 'CM0007', name: '缓存后改名', deptId: null, postId: null, idCard: null }),
      id: before.id,
      updateTime: before.updateTime,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list('?blurry=CM0007')).content[0]).toMatchObject({ name: '缓存后改名', dept: null });
    // A new department's staff appear too: the filter by department reads the new tree.
    const dept = await call('POST', '/api/center/dept', { name: '缓存测试部', pid: null });
    expect((await list(`?deptId=${dept.json<DeptNode>().id}`)).totalElements).toBe(0);
    await call('PUT', '/api/center/worker', {
      ...newWorker({ employeeNo: 'CM0007', name: '缓存后改名', deptId: dept.json<DeptNode>().id }),
      postId: null,
      idCard: null,
      id: before.id,
      updateTime: saved.json<Worker>().updateTime,
    });
    expect((await list(`?deptId=${dept.json<DeptNode>().id}`)).content.map((w) => w.id)).toEqual([before.id]);
  });

  it('saves against the loaded version: a stale save answers 409', async () => {
    const worker = (await list('?blurry=CM0005')).content[0]!;
    const body = {
      // Without T0001's ID card: one person is one staff member.
      ...newWorker({ idCard: null }),
      employeeNo: 'CM0005',
      name: '改名',
      id: worker.id,
      updateTime: worker.updateTime,
    };
    const saved = await call('PUT', '/api/center/worker', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: '改名', dept: { name: '通风科' } });
    const stale = await call('PUT', '/api/center/worker', { ...body, name: '又改名' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 409, message: expect.stringContaining('刷新') });
    const taken = await call('PUT', '/api/center/worker', {
      ...body,
      employeeNo: 'CM0006',
      updateTime: saved.json<Worker>().updateTime,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ fieldErrors: { employeeNo: ['工号已存在'] } });
  });

  it('exports the filtered list as xlsx with masked id cards', async () => {
    const res = await call('GET', `/api/center/worker/download?deptId=${deptId('综采一队')}`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('工号');
    const expected = (await list(`?deptId=${deptId('综采一队')}&size=100`)).totalElements;
    expect(sheet.rowCount).toBe(1 + expected);
    const cards = sheet.getColumn(5).values.slice(2).filter(Boolean) as string[];
    for (const c of cards) expect(c).toContain('********');
  });

  it('deletes workers all or nothing; unknown ids answer 404', async () => {
    const worker = (await list('?blurry=T0001')).content[0]!;
    expect((await call('DELETE', '/api/center/worker', [worker.id, 999_999])).statusCode).toBe(404);
    expect((await call('DELETE', '/api/center/worker', [worker.id])).statusCode).toBe(200);
    expect((await call('GET', `/api/center/worker/${worker.id}`)).statusCode).toBe(404);
  });

  describe('between two enterprises', async () => {
    const other = await registerVerifiedEnterprise(app, {
      username: 'workerco',
      name: '员工隔离煤矿',
      creditCode: '91140200MA0K000B2T',
    });
    const b = bearer(other.token);
    const a = (await list('?blurry=CM0002')).content[0]!;

    it("B sees none of A's staff, by list, id or department filter", async () => {
      expect((await list('', b)).totalElements).toBe(0);
      expect((await list(`?deptId=${deptId('生产部')}`, b)).totalElements).toBe(0);
      expect((await call('GET', `/api/center/worker/${a.id}`, undefined, b)).statusCode).toBe(404);
    });

    it("B can neither change, delete nor use A's records", async () => {
      const put = await call(
        'PUT',
        '/api/center/worker',
        { ...newWorker(), id: a.id, updateTime: a.updateTime, deptId: null, postId: null },
        b,
      );
      expect(put.statusCode).toBe(404);
      expect((await call('DELETE', '/api/center/worker', [a.id], b)).statusCode).toBe(404);
      expect((await call('POST', `/api/center/worker/${a.id}/account`, {}, b)).statusCode).toBe(404);
      const foreignDept = await call(
        'POST',
        '/api/center/worker',
        newWorker({ employeeNo: 'B0001', postId: null }),
        b,
      );
      expect(foreignDept.statusCode).toBe(400);
      expect(foreignDept.json()).toMatchObject({ fieldErrors: { deptId: [expect.any(String)] } });
      // Each enterprise has its own 工号 space.
      const own = await call(
        'POST',
        '/api/center/worker',
        newWorker({ employeeNo: 'CM0002', deptId: null, postId: null }),
        b,
      );
      expect(own.statusCode).toBe(201);
      expect((await list('?blurry=CM0002')).content.map((w) => w.name)).toEqual([a.name]);
    });

    it('the back office reads either enterprise’s staff with enterprise:list, 404 for an unknown one', async () => {
      const admin = bearer(await signIn(app, 'admin'));
      const theirs = await call('GET', `/api/enterprise/${other.id}/workers`, undefined, admin);
      expect(theirs.json<Page<Worker>>().content.map((w) => w.employeeNo)).toEqual(['CM0002']);
      expect((await call('GET', '/api/enterprise/999999/workers', undefined, admin)).statusCode).toBe(404);
      expect((await call('GET', `/api/enterprise/${other.id}/workers`, undefined, ent)).statusCode).toBe(403);
    });
  });

  it('answers 403 to an individual account and 401 signed out', async () => {
    const worker = bearer(await signIn(app, 'worker'));
    expect((await call('GET', '/api/center/worker', undefined, worker)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/center/worker' })).statusCode).toBe(401);
  });
});
