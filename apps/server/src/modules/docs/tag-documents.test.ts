import { getOpenApiTag } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../testing/build-test-app.js';
import { TAG_ORDER } from './openapi-tags.js';
import { ERROR_RESPONSE_REF, INDEX_NAME, partUrl, viewerList, WHOLE_DOCUMENT_NAME } from './tag-documents.js';

type Doc = {
  components: { securitySchemes: Record<string, unknown>; responses?: Record<string, unknown> };
  info: { title: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, { tags: string[]; summary: string; responses: unknown }>>;
};

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );

describe('API 文档 by module (issue 44 §4)', async () => {
  const { app } = await buildTestApp();
  const whole = (await app.inject({ method: 'GET', url: '/api-docs/openapi.json' })).json<Doc>();
  const list = viewerList(TAG_ORDER);

  it('lists the index first, every module, and the whole document last, each at an address of its own', () => {
    expect(list[0]).toEqual({ name: INDEX_NAME, url: '/api-docs/openapi/index' });
    expect(list.at(-1)).toEqual({ name: WHOLE_DOCUMENT_NAME, url: '/api-docs/openapi.json' });
    expect(list.slice(1, -1).map((e) => e.name)).toEqual(whole.tags.map((t) => t.name));
    const slugs = list.slice(0, -1).map((e) => e.url.split('/').pop()!);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(getOpenApiTag.params.safeParse({ tag: slug }).success, slug).toBe(true);
  });

  it("cuts the document into parts that hold, together, every operation once, with the document's components", async () => {
    const seen: string[] = [];
    for (const { name, url } of list.slice(1, -1)) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const part = res.json<Doc>();
      expect(part.tags).toEqual([{ name }]);
      expect(part.info.title).toBe(`${whole.info.title} · ${name}`);
      expect(part.components).toEqual({ ...whole.components, responses: { ApiError: expect.any(Object) } });
      // The error answer every failure shares is written once and referred to.
      const resolve = (response: unknown) =>
        (response as { $ref?: string }).$ref === ERROR_RESPONSE_REF
          ? part.components.responses!.ApiError
          : response;
      for (const { path, method, op } of operations(part)) {
        expect(op.tags, `${method} ${path}`).toEqual([name]);
        const responses = op.responses as Record<string, unknown>;
        expect(Object.values(responses).filter((r) => (r as { $ref?: string }).$ref).length).toBeGreaterThan(
          0,
        );
        expect({
          ...op,
          responses: Object.fromEntries(Object.entries(responses).map(([s, r]) => [s, resolve(r)])),
        }).toEqual(whole.paths[path]![method]);
        seen.push(`${method} ${path}`);
      }
    }
    expect(seen.sort()).toEqual(
      operations(whole)
        .map(({ path, method }) => `${method} ${path}`)
        .sort(),
    );
    // The whole document is what it was: nothing was taken out of it to make the parts.
    expect(operations(whole).length).toBeGreaterThan(150);
  });

  it('opens on an index of the modules, linked to their parts, and the whole document', async () => {
    const index = (await app.inject({ method: 'GET', url: partUrl('index') })).json<Doc>();
    expect(index.paths).toEqual({});
    expect(index.info.description).toContain('[/api-docs/openapi.json](/api-docs/openapi.json)');
    const logs = operations(whole).filter(({ op }) => op.tags.includes('日志管理')).length;
    expect(index.info.description).toContain(
      `- [日志管理](?urls.primaryName=${encodeURIComponent('日志管理')})（${logs} 个接口）`,
    );
  });

  it('sends a part compressed, with an ETag that answers 304; an unknown module is a 404', async () => {
    const url = partUrl('center-worker');
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: partUrl('no-such-module') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: partUrl('Bad..Name') })).statusCode).toBe(400);
  });

  it('gives the viewer the list, opening on the index', async () => {
    const initializer = await app.inject({ method: 'GET', url: '/doc/static/swagger-initializer.js' });
    expect(initializer.body).toContain('/api-docs/openapi/index');
    expect(initializer.body).toContain('/api-docs/openapi/center-worker');
    expect(initializer.body.indexOf('/api-docs/openapi/index')).toBeLessThan(
      initializer.body.indexOf('/api-docs/openapi.json'),
    );
  });
});
