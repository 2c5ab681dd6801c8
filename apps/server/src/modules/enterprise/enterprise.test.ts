import { CREDIT_CODE_MESSAGE, REJECT_REASON_REQUIRED } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { CREDIT_CODE_TAKEN, USERNAME_TAKEN } from '../../lib/conflict-messages.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { CODE_LOCKED, NAME_LOCKED, NOT_REJECTED, STALE_COMPANY } from './company.service.js';
import { ALREADY_DECIDED } from './enterprise-admin.service.js';

// Valid codes (GB 32100-2015 check characters), none of them in the demo data.
const CODES = ['91140100MA0K000A1H', '92140100MA0K000C3N', '91350100M000100Y43', '91110000600037341L'];

interface Info {
  enterprise: { id: number; name: string; status: string; rejectReason: string | null } | null;
}
interface EnterpriseJson {
  id: number;
  name: string;
  creditCode: string;
  status: string;
  rejectReason: string | null;
  enabled: boolean;
  owner: { username: string } | null;
  verifiedBy: string | null;
}

describe('enterprises: sign-up, verification, tenancy', async () => {
  const { app } = await buildTestApp();
  const admin = bearer(await signIn(app, 'admin'));
  const register = (username: string, creditCode: string, name = `${username}煤业`) =>
    app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { username, password: 'coal2026pw', role: 2, enterprise: { name, creditCode } },
    });
  const infoOf = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) })).json<Info>();
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: object, payload?: object) =>
    app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

  it('registers an enterprise account with its enterprise, pending', async () => {
    const res = await register('coalone', CODES[0]!, '晋北第一煤矿');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'coalone', role: 2, nickName: '晋北第一煤矿' });
    const info = await infoOf(await signIn(app, 'coalone', 'coal2026pw'));
    expect(info.enterprise).toMatchObject({ name: '晋北第一煤矿', status: 'pending', rejectReason: null });
  });

  it('checks the credit code, with its check character, and says what is wrong', async () => {
    const bad = await register('coalbad', '91140100MA0K000A1X');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: `enterprise.creditCode: ${CREDIT_CODE_MESSAGE}` });
    const short = await register('coalbad', '9114');
    expect(short.json().fieldErrors['enterprise.creditCode']).toEqual(['统一社会信用代码为18位']);
    const none = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { username: 'coalbad', password: 'coal2026pw', role: 2 },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('企业名称和统一社会信用代码');
  });

  it('refuses a code already registered with 409, and keeps no half-made account', async () => {
    const dup = await register('coaldup', CODES[0]!.toLowerCase());
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ status: 409, message: CREDIT_CODE_TAKEN });
    expect((await register('coaldup', CODES[1]!)).statusCode).toBe(201);
  });

  it('treats usernames that differ only in case as one account', async () => {
    const clash = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { username: 'WORKER', password: 'coal2026pw', role: 3 },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(USERNAME_TAKEN);
    expect(await signIn(app, 'WoRkEr')).toMatch(/^Bearer /);
  });

  it('lists enterprises for staff with filters, details and an xlsx export', async () => {
    const pending = await call('GET', '/api/enterprise?status=pending&blurry=晋北', admin);
    expect(pending.statusCode).toBe(200);
    const page = pending.json<{ content: EnterpriseJson[]; totalElements: number }>();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({
      name: '晋北第一煤矿',
      status: 'pending',
      owner: { username: 'coalone' },
    });
    const byCode = await call('GET', `/api/enterprise?blurry=${CODES[1]}`, admin);
    expect(byCode.json().content.map((e: EnterpriseJson) => e.creditCode)).toEqual([CODES[1]]);
    const region = await call('GET', '/api/enterprise?province=山西省&status=verified&size=50', admin);
    expect(region.json().content.map((e: EnterpriseJson) => e.name)).toContain('示例煤业集团');
    const one = await call('GET', `/api/enterprise/${page.content[0]!.id}`, admin);
    expect(one.json()).toMatchObject({ creditCode: CODES[0] });
    expect((await call('GET', '/api/enterprise/999999', admin)).statusCode).toBe(404);
    const file = await call('GET', '/api/enterprise/download?status=pending', admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('rejects with a reason the enterprise sees, takes a resubmission, then verifies', async () => {
    const token = await signIn(app, 'coalone', 'coal2026pw');
    const { id } = (await infoOf(token)).enterprise!;
    const noReason = await call('PUT', `/api/enterprise/${id}/verify`, admin, { approved: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(`reason: ${REJECT_REASON_REQUIRED}`);

    const rejected = await call('PUT', `/api/enterprise/${id}/verify`, admin, {
      approved: false,
      reason: '营业执照名称与填写不一致',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', verifiedBy: 'admin' });
    expect((await infoOf(token)).enterprise).toMatchObject({
      status: 'rejected',
      rejectReason: '营业执照名称与填写不一致',
    });
    const again = await call('PUT', `/api/enterprise/${id}/verify`, admin, { approved: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_DECIDED);

    const resubmitted = await call('POST', '/api/center/company/resubmit', bearer(token));
    expect(resubmitted.json()).toMatchObject({ status: 'pending' });
    expect((await call('POST', '/api/center/company/resubmit', bearer(token))).json().message).toBe(
      NOT_REJECTED,
    );
    const approved = await call('PUT', `/api/enterprise/${id}/verify`, admin, { approved: true });
    expect(approved.json()).toMatchObject({ status: 'verified', rejectReason: null });
    expect((await infoOf(token)).enterprise?.status).toBe('verified');
  });

  it('lets the enterprise edit its profile against the version it read, code locked once verified', async () => {
    const token = bearer(await signIn(app, 'coalone', 'coal2026pw'));
    const company = (await call('GET', '/api/center/company', token)).json();
    const body = { ...company, address: '大同市云州区 1 号', phone: '13900001111' };
    const {
      id: _id,
      status: _s,
      rejectReason: _r,
      enabled: _e,
      createTime: _c,
      verifiedAt: _v,
      ...edit
    } = body;
    const saved = await call('PUT', '/api/center/company', token, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ address: '大同市云州区 1 号' });
    const stale = await call('PUT', '/api/center/company', token, { ...edit, address: '旧的' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_COMPANY);
    const locked = await call('PUT', '/api/center/company', token, {
      ...edit,
      creditCode: CODES[2],
      updateTime: saved.json().updateTime,
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(CODE_LOCKED);
    const renamed = await call('PUT', '/api/center/company', token, {
      ...edit,
      name: '另一个名字煤业有限公司',
      updateTime: saved.json().updateTime,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(NAME_LOCKED);
    expect((await call('GET', '/api/center/company', token)).json()).toMatchObject({
      name: company.name,
      status: 'verified',
    });
    const badPhone = await call('PUT', '/api/center/company', token, { ...edit, phone: '123' });
    expect(badPhone.json().message).toBe('phone: 请输入正确的11位手机号码');
  });

  it('disabling an enterprise signs its accounts out and keeps them out until enabled', async () => {
    const token = await signIn(app, 'coaldup', 'coal2026pw');
    const { id } = (await infoOf(token)).enterprise!;
    const off = await call('PUT', `/api/enterprise/${id}/enabled`, admin, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    expect((await app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    const refused = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'coaldup', password: 'coal2026pw' },
    });
    expect(refused.statusCode).toBe(400);
    await call('PUT', `/api/enterprise/${id}/enabled`, admin, { enabled: true });
    expect(await signIn(app, 'coaldup', 'coal2026pw')).toMatch(/^Bearer /);
  });

  it('keeps verified-only work from a pending enterprise, and portal accounts out of 企业管理', async () => {
    const worker = bearer(await signIn(app, 'worker'));
    expect((await call('GET', '/api/enterprise', worker)).statusCode).toBe(403);
    expect((await call('GET', '/api/center/company', admin)).statusCode).toBe(403);
  });
});
