import type { DeptNode } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';

const flatten = (nodes: DeptNode[]): DeptNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('部门管理 (api/center/dept)', async () => {
  const { app } = await buildTestApp();
  const ent = bearer(await signIn(app, 'enterprise'));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', payload?: object, url = '/api/center/dept') =>
    app.inject({ method, url, headers: ent, ...(payload === undefined ? {} : { payload }) });
  const tree = async (query = '') =>
    (await call('GET', undefined, `/api/center/dept${query}`)).json<DeptNode[]>();
  const byName = async (name: string) => flatten(await tree()).find((d) => d.name === name)!;

  it('answers the demo tree: two levels, by sort, with staff counts', async () => {
    const roots = await tree();
    expect(roots.map((d) => d.name)).toEqual(['生产部', '安全部', '综合办公室']);
    expect(roots[0]!.children!.map((d) => d.name)).toEqual(['综采一队', '综采二队', '掘进一队', '机电队']);
    expect(roots[2]!.children).toBeUndefined();
    const team = roots[0]!.children![0]!;
    expect(team.workerCount).toBeGreaterThan(0);
    expect(roots[0]!.workerCount).toBe(0);
  });

  it('keeps the ancestors of a match when filtering by name', async () => {
    const roots = await tree(`?name=${encodeURIComponent('通风')}`);
    expect(roots.map((d) => d.name)).toEqual(['安全部']);
    expect(roots[0]!.children!.map((d) => d.name)).toEqual(['通风科']);
  });

  it('creates, renames and moves a department; refuses a loop, an unknown parent and a stale save', async () => {
    const parent = await byName('生产部');
    const created = await call('POST', { name: '综采三队', pid: parent.id, sort: 5 });
    expect(created.statusCode).toBe(201);
    const team = created.json<DeptNode>();
    expect(team).toMatchObject({ name: '综采三队', pid: parent.id, workerCount: 0, enabled: true });

    const child = (await call('POST', { name: '三队一班', pid: team.id })).json<DeptNode>();
    const loop = await call('PUT', { ...team, pid: child.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toMatchObject({ fieldErrors: { pid: ['上级部门不能是它自己或它的下级部门'] } });
    const self = await call('PUT', { ...team, pid: team.id });
    expect(self.statusCode).toBe(400);
    const unknown = await call('PUT', { ...team, pid: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fieldErrors: { pid: [expect.stringContaining('上级部门')] } });

    const moved = await call('PUT', { ...team, name: '综采三队（新）', pid: null });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ name: '综采三队（新）', pid: null });
    const stale = await call('PUT', { ...team, name: '又改了' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 409, message: expect.stringContaining('刷新') });
  });

  it('refuses a sibling with the same name on the field', async () => {
    const parent = await byName('安全部');
    const res = await call('POST', { name: '通风科', pid: parent.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ fieldErrors: { name: [expect.stringContaining('通风科')] } });
    // Under another parent the name is free.
    expect((await call('POST', { name: '通风科', pid: null })).statusCode).toBe(201);
  });

  it('refuses to delete a department with staff or an unlisted sub-department, naming it', async () => {
    const staffed = await byName('综采一队');
    const withStaff = await call('DELETE', [staffed.id]);
    expect(withStaff.statusCode).toBe(409);
    expect(withStaff.json<{ message: string }>().message).toMatch(/综采一队.*员工.*请先/);
    const office = await byName('综合办公室');
    const empty = (await call('POST', { name: '空部门', pid: office.id })).json<DeptNode>();
    const withChild = await call('DELETE', [office.id, empty.id]);
    // 综合办公室 itself has staff: all or nothing, the empty one stays too.
    expect(withChild.statusCode).toBe(409);
    expect(await byName('空部门')).toBeDefined();
  });

  it('deletes a department together with its listed sub-departments, all or nothing', async () => {
    const top = (await call('POST', { name: '临时部' })).json<DeptNode>();
    const sub = (await call('POST', { name: '临时班', pid: top.id })).json<DeptNode>();
    const parentOnly = await call('DELETE', [top.id]);
    expect(parentOnly.statusCode).toBe(409);
    expect(parentOnly.json<{ message: string }>().message).toMatch(/临时部.*下级部门.*临时班/);
    expect((await call('DELETE', [top.id, sub.id])).statusCode).toBe(200);
    expect(await byName('临时部')).toBeUndefined();
    expect((await call('DELETE', [top.id])).statusCode).toBe(404);
  });

  it("keeps enterprises apart: B neither sees nor touches A's departments", async () => {
    const other = await registerVerifiedEnterprise(app, {
      username: 'deptco',
      name: '部门隔离煤矿',
      creditCode: '91140200MA0K000B2T',
    });
    const b = bearer(other.token);
    const a = await byName('通风科');
    expect((await app.inject({ method: 'GET', url: '/api/center/dept', headers: b })).json()).toEqual([]);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/center/dept',
      headers: b,
      payload: { ...a, name: 'x' },
    });
    expect(put.statusCode).toBe(404);
    const del = await app.inject({ method: 'DELETE', url: '/api/center/dept', headers: b, payload: [a.id] });
    expect(del.statusCode).toBe(404);
    const under = await app.inject({
      method: 'POST',
      url: '/api/center/dept',
      headers: b,
      payload: { name: 'x', pid: a.id },
    });
    expect(under.statusCode).toBe(400);
    expect((await byName('通风科')).name).toBe('通风科');
  });

  it('answers 403 to an individual or staff member of an enterprise and 401 signed out', async () => {
    const worker = bearer(await signIn(app, 'worker'));
    const refused = await app.inject({ method: 'GET', url: '/api/center/dept', headers: worker });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/center/dept' })).statusCode).toBe(401);
  });

  it('shows the back office the tree read-only, with enterprise:list, 404 for an unknown enterprise', async () => {
    const admin = bearer(await signIn(app, 'admin'));
    const info = await app.inject({ method: 'GET', url: '/auth/info', headers: ent });
    const id = info.json<{ enterprise: { id: number } }>().enterprise.id;
    const res = await app.inject({ method: 'GET', url: `/api/enterprise/${id}/depts`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<DeptNode[]>().map((d) => d.name)).toContain('生产部');
    const unknown = await app.inject({ method: 'GET', url: '/api/enterprise/999999/depts', headers: admin });
    expect(unknown.statusCode).toBe(404);
  });
});
