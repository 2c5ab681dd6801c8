import { PASSWORD_RULE_MESSAGE, passwordSchema } from '@coalsim/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sysUser } from '../../db/tables/account.table.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { sysRole } from '../roles/role.table.js';

interface UserJson {
  id: number;
  username: string;
  nickName: string;
  enabled: boolean;
  role: number;
  roles: { id: number; name: string; level: number }[];
  initialPassword?: string;
}

describe('users', async () => {
  const { app, db } = await buildTestApp();
  const adminToken = await signIn(app, 'admin');
  const admin = bearer(adminToken);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: admin,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const [operatorRole] = await db.select().from(sysRole).where(eq(sysRole.name, '运营人员'));
  const idOf = async (username: string) =>
    (await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0]!.id;
  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
  const editBody = (u: UserJson, changes: Partial<Record<string, unknown>>) => ({
    id: u.id,
    nickName: u.nickName,
    role: u.role,
    enabled: u.enabled,
    roles: u.roles.map((r) => ({ id: r.id })),
    ...changes,
  });
  const getUser = async (username: string) =>
    (await call('GET', `/api/users?blurry=${username}`))
      .json<{ content: UserJson[] }>()
      .content.find((u) => u.username === username)!;

  it('lists users paged with roles and account type, never a hash', async () => {
    const res = await call('GET', '/api/users?page=0&size=2&sort=id,asc');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ content: UserJson[]; totalElements: number }>();
    // admin, enterprise, worker, operator and the two demo experts (expert1, expert2).
    expect(body.totalElements).toBe(6);
    expect(body.content.map((u) => u.username)).toEqual(['admin', 'enterprise']);
    expect(body.content[0]).toMatchObject({
      isAdmin: true,
      role: 1,
      roles: [{ name: '超级管理员', level: 1 }],
    });
    expect(body.content[1]).toMatchObject({ enterprise: { name: '示例煤业集团' }, roles: [] });
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('filters by blurry, enabled, account type, role and creation time', async () => {
    const names = async (query: string) =>
      (await call('GET', `/api/users?${query}&sort=id,asc`))
        .json<{ content: UserJson[] }>()
        .content.map((u) => u.username);
    expect(await names('blurry=demo-coal')).toEqual(['enterprise', 'worker']);
    expect(await names(`blurry=${encodeURIComponent('运营')}`)).toEqual(['operator']);
    expect(await names('blurry=1370013')).toEqual(['worker']);
    expect(await names('role=1')).toEqual(['admin', 'operator']);
    expect(await names(`roleId=${operatorRole!.id}`)).toEqual(['operator']);
    expect(await names('enabled=false')).toEqual([]);
    expect(await names('createTime=2000-01-01&createTime=2000-01-02')).toEqual([]);
    expect((await call('GET', '/api/users?createTime=2000-01-01')).statusCode).toBe(400);
    expect((await call('GET', '/api/users?enabled=maybe')).statusCode).toBe(400);
  });

  it('sorts by whitelisted fields and refuses the rest', async () => {
    const desc = (await call('GET', '/api/users?sort=username,desc')).json<{ content: UserJson[] }>();
    expect(desc.content.map((u) => u.username)).toEqual([
      'worker',
      'operator',
      'expert2',
      'expert1',
      'enterprise',
      'admin',
    ]);
    for (const sort of ['passwordHash,asc', 'email,asc', 'id,up', 'id,asc,x']) {
      const res = await call('GET', `/api/users?sort=${sort}`);
      expect(res.statusCode, sort).toBe(400);
      expect(res.json().fieldErrors.sort).toBeDefined();
    }
  });

  it('creates a user with a generated password shown once, which signs in', async () => {
    const res = await call('POST', '/api/users', {
      username: 'dispatcher',
      nickName: '调度员',
      email: 'dispatch@coalsim.cn',
      roles: [{ id: operatorRole!.id }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json<UserJson>();
    expect(created).toMatchObject({
      username: 'dispatcher',
      role: 1,
      enabled: true,
      roles: [{ name: '运营人员' }],
    });
    expect(created.initialPassword).toMatch(/^\S{16}$/);
    expect(passwordSchema.safeParse(created.initialPassword).success).toBe(true);
    expect(created.initialPassword).not.toBe('123456');
    expect((await login('dispatcher', created.initialPassword!)).statusCode).toBe(200);
    // Never again: not in the list.
    expect((await call('GET', '/api/users?blurry=dispatcher')).body).not.toContain(created.initialPassword);
    const [row] = await db.select().from(sysUser).where(eq(sysUser.username, 'dispatcher'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('creates a user with the password the admin chose, and checks it', async () => {
    const weak = await call('POST', '/api/users', { username: 'weakpw', nickName: '弱', password: '123456' });
    expect(weak.json()).toMatchObject({ status: 400, message: `password: ${PASSWORD_RULE_MESSAGE}` });
    const res = await call('POST', '/api/users', {
      username: 'chosenpw',
      nickName: '选定',
      password: 'Chosen2026pw',
      role: 3,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('initialPassword');
    expect((await login('chosenpw', 'Chosen2026pw')).statusCode).toBe(200);
  });

  it('refuses a taken username, a reserved one, unknown roles and roles on portal accounts', async () => {
    const taken = await call('POST', '/api/users', { username: 'worker', nickName: 'x' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ username: ['用户名已存在'] });
    expect((await call('POST', '/api/users', { username: 'Admin', nickName: 'x' })).statusCode).toBe(400);
    const unknownRole = await call('POST', '/api/users', {
      username: 'norole',
      nickName: 'x',
      roles: [{ id: 999999 }],
    });
    expect(unknownRole.statusCode).toBe(400);
    const portal = await call('POST', '/api/users', {
      username: 'portalrole',
      nickName: 'x',
      role: 3,
      roles: [{ id: operatorRole!.id }],
    });
    expect(portal.json()).toMatchObject({ status: 400, message: '只有平台人员账号可以分配角色' });
  });

  it('edits a user and its roles', async () => {
    const worker = await getUser('worker');
    const res = await call(
      'PUT',
      '/api/users',
      editBody(worker, { nickName: '李明明', phone: '13700137001', gender: '男' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nickName: '李明明', phone: '13700137001' });
    expect((await call('PUT', '/api/users', editBody(worker, { id: 999999 }))).statusCode).toBe(404);
  });

  it('disabling a user signs all its sessions out at once; enabling lets it sign in again', async () => {
    const worker = await getUser('worker');
    const token = await signIn(app, 'worker');
    expect(await app.authStore.listSessions().then((s) => s.some((x) => x.userId === worker.id))).toBe(true);
    const res = await call('PUT', '/api/users', editBody(worker, { enabled: false }));
    expect(res.json()).toMatchObject({ enabled: false });
    expect(await app.authStore.listSessions().then((s) => s.some((x) => x.userId === worker.id))).toBe(false);
    const after = await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect((await login('worker', '123456')).statusCode).not.toBe(200);
    await call('PUT', '/api/users', editBody(worker, { enabled: true }));
    expect((await login('worker', '123456')).statusCode).toBe(200);
  });

  it('refuses to disable oneself or the super admin', async () => {
    const me = await getUser('admin');
    const self = await call('PUT', '/api/users', editBody(me, { enabled: false }));
    expect(self.json()).toMatchObject({ status: 400, message: '不能禁用当前登录的用户' });
    const demote = await call('PUT', '/api/users', editBody(me, { role: 2, roles: [] }));
    expect(demote.statusCode).toBe(403);
  });

  it('resets passwords: each gets a new one shown once, the old one stops working, sessions end', async () => {
    const token = await signIn(app, 'operator');
    const operatorId = await idOf('operator');
    const res = await call('PUT', '/api/users/resetPwd', [operatorId]);
    expect(res.statusCode).toBe(200);
    const [reset] = res.json<{ id: number; username: string; initialPassword: string }[]>();
    expect(reset).toMatchObject({ id: operatorId, username: 'operator' });
    expect(passwordSchema.safeParse(reset!.initialPassword).success).toBe(true);
    expect((await login('operator', '123456')).statusCode).toBe(400);
    expect((await login('operator', reset!.initialPassword)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    const [row] = await db.select().from(sysUser).where(eq(sysUser.id, operatorId));
    expect(row!.pwdResetTime).not.toBeNull();
    const self = await call('PUT', '/api/users/resetPwd', [await idOf('admin')]);
    expect(self.statusCode).toBe(400);
    expect((await call('PUT', '/api/users/resetPwd', [999999])).statusCode).toBe(400);
  });

  it('deletes users, never oneself', async () => {
    const doomed = (
      await call('POST', '/api/users', { username: 'doomed', nickName: '待删' })
    ).json<UserJson>();
    const token = await signIn(app, 'doomed', doomed.initialPassword);
    const self = await call('DELETE', '/api/users', [await idOf('admin'), doomed.id]);
    expect(self.json()).toMatchObject({ status: 400, message: '不能删除当前登录的用户' });
    expect((await call('DELETE', '/api/users', [doomed.id])).statusCode).toBe(200);
    expect(await db.$count(sysUser, eq(sysUser.id, doomed.id))).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('exports the filtered users with Chinese headers and formulas neutralised', async () => {
    // Every start a spreadsheet reads as a formula (tab and CR are trimmed away by the schema).
    const payloads = ['=HYPERLINK("http://x.cn")', '+1+2', '-3', '@SUM(A1)'];
    for (const [i, nickName] of payloads.entries()) {
      const res = await call('POST', '/api/users', { username: `formula${i}`, nickName });
      expect(res.statusCode, nickName).toBe(201);
    }
    const res = await call('GET', '/api/users/download?blurry=formula&sort=id,asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('用户数据.xlsx')}`,
    );
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['用户名', '昵称', '账号类型', '角色']);
    expect(sheet.rowCount).toBe(1 + payloads.length);
    const nicks = sheet.getColumn(2).values.slice(2);
    for (const nick of nicks) {
      expect(typeof nick).toBe('string');
      expect(nick as string).toMatch(/^'[=+\-@]/);
    }
    expect(nicks).toEqual(payloads.map((p) => `'${p}`));
    for (let row = 2; row <= sheet.rowCount; row++) {
      sheet.getRow(row).eachCell((cell) => expect(cell.formula).toBeUndefined());
    }
    expect(sheet.getRow(2).getCell(3).value).toBe('平台人员');
  });
});
