import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../testing/build-test-app.js';

type Operation = {
  summary: string;
  description: string;
  security?: unknown[];
  'x-access': unknown;
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >;
};

describe('API 文档', async () => {
  const { app } = await buildTestApp();
  const doc = (await app.inject({ method: 'GET', url: '/api-docs/openapi.json' })).json<{
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown> };
  }>();

  it('describes each operation: summary, access, bearer unless public, the error shape', () => {
    const verify = doc.paths['/api/enterprise/{id}/verify']!.put!;
    expect(verify.summary).toBe('审核企业');
    expect(verify.description).toContain('访问：平台人员，权限：enterprise:edit');
    expect(verify['x-access']).toEqual({ permissions: ['enterprise:edit'] });
    expect(verify.security).toEqual([{ bearer: [] }]);
    const error = verify.responses['409']!.content!['application/json']!.schema;
    expect(Object.keys(error.properties ?? {})).toEqual(
      expect.arrayContaining(['status', 'message', 'timestamp']),
    );
    const login = doc.paths['/auth/login']!.post!;
    expect(login.security).toBeUndefined();
    expect(login.description).toContain('公开');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves the bundled viewer from /doc.html, no CDN', async () => {
    const page = await app.inject({ method: 'GET', url: '/doc.html' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/doc/');
    const html = await app.inject({ method: 'GET', url: '/doc/' });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('swagger-ui-bundle.js');
    expect(html.body).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
    const script = await app.inject({ method: 'GET', url: '/doc/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });
});
