import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../testing/build-test-app.js';

describe('GET /api/portal/site', () => {
  it("answers anyone with the spec's footer when nothing is configured: no filing number", async () => {
    const { app } = await buildTestApp({ seed: false });
    const res = await app.inject({ method: 'GET', url: '/api/portal/site' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      hostText: '主办单位：煤炭虚拟仿真空间平台运营中心',
      copyrightYears: '2018-2022',
      filingNumber: null,
    });
  });

  it("answers the operator's host, years and filing number", async () => {
    const site = {
      hostText: '主办单位：某省煤炭工业协会',
      copyrightYears: '2018-2026',
      filingNumber: '晋ICP备12345678号-2',
    };
    const { app } = await buildTestApp({ seed: false, site });
    const res = await app.inject({ method: 'GET', url: '/api/portal/site' });
    expect(res.json()).toEqual(site);
  });
});
