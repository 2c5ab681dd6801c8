import type { Company } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { multipartBody, TINY_PNG } from '../../testing/multipart.js';
import { PROVINCE_FIRST, UNKNOWN_CITY, UNKNOWN_PROVINCE } from './region.js';

describe('企业信息: region, introduction and logo (api/center/company)', async () => {
  const { app } = await buildTestApp();
  const ent = bearer(await signIn(app, 'enterprise'));
  const company = async () =>
    (await app.inject({ method: 'GET', url: '/api/center/company', headers: ent })).json<Company>();
  const save = async (changes: Partial<Company>) => {
    const c = await company();
    const { name, creditCode, type, province, city, address, contact, phone, introduction, updateTime } = {
      ...c,
      ...changes,
    };
    return app.inject({
      method: 'PUT',
      url: '/api/center/company',
      headers: ent,
      payload: { name, creditCode, type, province, city, address, contact, phone, introduction, updateTime },
    });
  };
  const uploadLogo = (content: Buffer | string, filename = 'logo.png', type = 'image/png') => {
    const form = multipartBody([{ name: 'file', filename, type, content }]);
    return app.inject({
      method: 'POST',
      url: '/api/center/company/logo',
      headers: { ...ent, ...form.headers },
      payload: form.payload,
    });
  };

  it('accepts a city of its province and the introduction', async () => {
    const res = await save({ province: '山西省', city: '大同市', introduction: '以煤为基，多元发展。' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      province: '山西省',
      city: '大同市',
      introduction: '以煤为基，多元发展。',
    });
  });

  it('refuses an unknown province, a city of another province, and a city without a province', async () => {
    const province = await save({ province: '火星省', city: null });
    expect(province.statusCode).toBe(400);
    expect(province.json()).toMatchObject({ fieldErrors: { province: [UNKNOWN_PROVINCE] } });
    const city = await save({ province: '山西省', city: '杭州市' });
    expect(city.statusCode).toBe(400);
    expect(city.json()).toMatchObject({ fieldErrors: { city: [UNKNOWN_CITY] } });
    const orphan = await save({ province: null, city: '太原市' });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json()).toMatchObject({ fieldErrors: { province: [PROVINCE_FIRST] } });
  });

  it('stores a logo through the storage service, serves it at /file/, and replaces the old one', async () => {
    const before = await company();
    const first = await uploadLogo(TINY_PNG);
    expect(first.statusCode).toBe(200);
    const logo = first.json<Company>().logo!;
    expect(logo).toMatch(/^\/file\/[0-9a-f]{32}\.png$/);
    // The form's version is untouched: a save prepared before the upload still goes through.
    expect(first.json<Company>().updateTime).toBe(before.updateTime);
    const served = await app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = await uploadLogo(TINY_PNG, 'new.png');
    const replaced = second.json<Company>().logo!;
    expect(replaced).not.toBe(logo);
    expect((await app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: replaced })).statusCode).toBe(200);
    // A logo is not one of 存储管理's files.
    const admin = bearer(await signIn(app, 'admin'));
    const files = await app.inject({ method: 'GET', url: '/api/localStorage?size=100', headers: admin });
    expect(files.body).not.toContain(replaced.slice('/file/'.length));
  });

  it('refuses what is not a picture, and a request without a file', async () => {
    const text = await uploadLogo('not a picture', 'logo.png', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json<{ message: string }>().message).toContain('企业标志');
    const none = await app.inject({ method: 'POST', url: '/api/center/company/logo', headers: ent });
    expect(none.statusCode).toBe(400);
  });

  it('is for enterprise accounts only', async () => {
    const worker = bearer(await signIn(app, 'worker'));
    const form = multipartBody([{ name: 'file', filename: 'a.png', type: 'image/png', content: TINY_PNG }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/center/company/logo',
      headers: { ...worker, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/center/company/logo' })).statusCode).toBe(401);
  });
});
