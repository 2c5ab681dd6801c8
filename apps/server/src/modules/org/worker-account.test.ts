import type { CurrentUser, Page, Worker, WorkerAccount } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sysUser } from '../../db/tables/account.table.js';
import { hashPassword } from '../../lib/password.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { testRedisUrl } from '../../testing/test-redis.js';
import { trainRecord } from '../train/train.table.js';

describe('staff accounts (api/center/worker/:id/account)', async () => {
  // Sessions in Redis where the machine has one (CI starts it): signing a worker out must reach
  // the shared store too. Elsewhere, the database's store (and the run names what it left out).
  const redis = testRedisUrl('staff accounts with sessions in Redis (ran on the database store)');
  const { app, db } = await buildTestApp({ redis: redis !== undefined });
  const ent = bearer(await signIn(app, 'enterprise'));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = ent) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const find = async (employeeNo: string) =>
    (await call('GET', `/api/center/worker?blurry=${employeeNo}`)).json<Page<Worker>>().content[0]!;
  const info = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) })).json<CurrentUser>();
  const setStatus = async (employeeNo: string, status: 'active' | 'left') => {
    const w = await find(employeeNo);
    return call('PUT', '/api/center/worker', {
      id: w.id,
      employeeNo: w.employeeNo,
      name: w.name,
      gender: w.gender,
      phone: w.phone,
      deptId: w.dept?.id ?? null,
      postId: w.post?.id ?? null,
      status,
      hiredOn: w.hiredOn,
      updateTime: w.updateTime,
    });
  };

  it('the demo worker is a staff member: auth/info shows the enterprise, department and post', async () => {
    const me = await info(await signIn(app, 'worker'));
    expect(me.enterprise).toMatchObject({ name: '示例煤业集团' });
    expect(me.worker).toEqual({ employeeNo: 'CM0001', dept: '综采一队', post: '采煤机司机' });
    const enterprise = await info(await signIn(app, 'enterprise'));
    expect(enterprise.worker).toBeNull();
  });

  it('opens an account with a suggested username and a password shown once; it signs in as the worker', async () => {
    const worker = await find('CM0002');
    const res = await call('POST', `/api/center/worker/${worker.id}/account`, {});
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const account = res.json<WorkerAccount>();
    expect(account.username).toBe(`w${worker.phone}`);
    expect(account.initialPassword).toHaveLength(16);

    const token = await signIn(app, account.username, account.initialPassword);
    const me = await info(token);
    expect(me).toMatchObject({ role: 3, enterprise: { name: '示例煤业集团' } });
    expect(me.worker).toEqual({ employeeNo: 'CM0002', dept: worker.dept?.name, post: worker.post?.name });
    // A staff member is not the enterprise: its pages stay closed.
    expect((await call('GET', '/api/center/worker', undefined, bearer(token))).statusCode).toBe(403);
    expect((await find('CM0002')).account).toMatchObject({ username: account.username, enabled: true });

    const again = await call('POST', `/api/center/worker/${worker.id}/account`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain(account.username);
  });

  it('makes a suggested username unique, and refuses a chosen one that is taken', async () => {
    const worker = await find('CM0004');
    // Someone already holds w<phone>.
    const taken = await call('POST', `/api/center/worker/${(await find('CM0005')).id}/account`, {
      username: `w${worker.phone}`,
    });
    expect(taken.statusCode).toBe(201);
    const res = await call('POST', `/api/center/worker/${worker.id}/account`, {});
    expect(res.json<WorkerAccount>().username).toBe(`w${worker.phone}2`);
    const clash = await call('POST', `/api/center/worker/${(await find('CM0006')).id}/account`, {
      username: 'ADMIN',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ fieldErrors: { username: ['用户名已存在'] } });
  });

  it('refuses an account for a worker who left', async () => {
    const left = await find('CM0040');
    const res = await call('POST', `/api/center/worker/${left.id}/account`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('离职');
  });

  it('marking a worker 离职 signs the account out and keeps it out; back to 在职 lets it in again', async () => {
    const token = await signIn(app, 'worker');
    expect((await setStatus('CM0001', 'left')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    const refused = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'worker', password: '123456' },
    });
    expect(refused.statusCode).toBe(400);
    // Not 登录状态已过期, nor a bare 账号已停用: who stopped the account and what to do.
    expect(refused.json<{ message: string }>().message).toBe(
      '账号已停用：所在企业已将您设为离职。如需恢复，请联系企业管理员',
    );
    expect((await find('CM0001')).account).toMatchObject({ enabled: false });

    expect((await setStatus('CM0001', 'active')).statusCode).toBe(200);
    const back = await signIn(app, 'worker');
    expect((await info(back)).worker).toMatchObject({ employeeNo: 'CM0001' });
  });

  it('a move to another department shows in auth/info at once', async () => {
    const token = await signIn(app, 'worker');
    await info(token);
    const w = await find('CM0001');
    const depts = (await call('GET', '/api/center/dept?name=' + encodeURIComponent('通风科'))).json<
      { children?: { id: number }[] }[]
    >();
    const res = await call('PUT', '/api/center/worker', {
      id: w.id,
      employeeNo: w.employeeNo,
      name: w.name,
      phone: w.phone,
      deptId: depts[0]!.children![0]!.id,
      postId: w.post?.id ?? null,
      updateTime: w.updateTime,
    });
    expect(res.statusCode).toBe(200);
    expect((await info(token)).worker?.dept).toBe('通风科');
  });

  it('deleting a worker disables the account, signs it out and takes it out of the enterprise', async () => {
    const worker = await find('CM0002');
    const token = await signIn(app, worker.account!.username, await resetTo(worker));
    // A worker with training records is kept (train/record.test.ts): this one's demo sessions go first.
    await db.delete(trainRecord).where(eq(trainRecord.workerId, worker.id));
    expect((await call('DELETE', '/api/center/worker', [worker.id])).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: worker.account!.username, password: 'Staff2026pw!' },
    });
    expect(login.statusCode).toBe(400);
  });

  it('a staff member cannot act while platform staff have disabled the enterprise', async () => {
    const admin = bearer(await signIn(app, 'admin'));
    const me = await info(await signIn(app, 'worker'));
    const setEnabled = (enabled: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/api/enterprise/${me.enterprise!.id}/enabled`,
        headers: admin,
        payload: { enabled },
      });
    expect((await setEnabled(false)).statusCode).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'worker', password: '123456' },
    });
    expect(refused.json()).toMatchObject({
      status: 400,
      message: '账号已停用：所在企业已被平台停用，请联系平台管理员',
    });
    expect((await setEnabled(true)).statusCode).toBe(200);
    expect((await info(await signIn(app, 'worker'))).worker?.employeeNo).toBe('CM0001');
  });

  /** A known password for the account (its generated one was shown once, to another test). */
  async function resetTo(worker: Worker): Promise<string> {
    const passwordHash = await hashPassword('Staff2026pw!');
    await db.update(sysUser).set({ passwordHash }).where(eq(sysUser.id, worker.account!.id));
    return 'Staff2026pw!';
  }
});
