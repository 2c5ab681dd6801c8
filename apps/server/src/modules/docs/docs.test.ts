import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../testing/build-test-app.js';

type Operation = {
  summary: string;
  tags?: string[];
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

  it('lets the back office frame the viewer, and nobody else', async () => {
    const html = await app.inject({ method: 'GET', url: '/doc/' });
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Every other page still refuses any frame.
    const other = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('tags operations with the module names users see, never a path word', () => {
    const tags = new Set(
      Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])),
    );
    for (const tag of tags) expect(tag, tag).toMatch(/[\u4e00-\u9fff]/);
    expect(doc.paths['/api/qiNiuContent']!.post!.tags).toEqual(['存储管理']);
    expect(doc.paths['/api/localStorage']!.post!.tags).toEqual(['存储管理']);
    expect(doc.paths['/api/center/worker']!.get!.tags).toEqual(['员工管理']);
    expect(doc.paths['/api/enterprise']!.get!.tags).toEqual(['企业管理']);
  });

  it('serves the document compressed, with an ETag that answers 304, and the viewer reads it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api-docs/openapi.json' });
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({
      method: 'GET',
      url: '/api-docs/openapi.json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await app.inject({
      method: 'GET',
      url: '/api-docs/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    const again = await app.inject({
      method: 'GET',
      url: '/api-docs/openapi.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const initializer = await app.inject({ method: 'GET', url: '/doc/static/swagger-initializer.js' });
    expect(initializer.body).toContain('/api-docs/openapi.json');
  });
});
