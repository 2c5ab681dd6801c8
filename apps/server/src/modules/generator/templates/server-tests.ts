import { commentText } from '../gen-literals.js';
import type { GenModel } from '../gen-model.js';
import { contractNames, lines, menuOf, NOT_FOUND, permissionsOf, STALE, str } from './code.js';
import { formFields, queryFields, requiredMessage } from './contract-schemas.js';
import { sampleBody, sampleValue } from './samples.js';

/** `?prop=value` that finds sample 1 by one of its searchable text fields, or ''. */
export function searchFor(m: GenModel): { prop: string; value: string } | undefined {
  const field = queryFields(m).find(
    (f) => f.role === 'field' && f.formShow && f.kind === 'text' && f.queryType !== 'between',
  );
  return field && { prop: field.prop, value: String(sampleValue(field, 1)) };
}

/** apps/server/src/modules/<module>/<entity>.test.ts */
export function serverTest(m: GenModel): string {
  const p = permissionsOf(m);
  const required = formFields(m).find((f) => f.required);
  const search = searchFor(m);
  const url = str(m.apiPath);
  const pk = m.pk.prop;
  const version = m.audit.updateTime ? `, updateTime: row.updateTime` : '';
  return lines(
    `import type { ${m.Entity} } from '@coalsim/contract';`,
    "import { eq } from 'drizzle-orm';",
    "import type { InjectOptions } from 'fastify';",
    "import { describe, expect, it } from 'vitest';",
    '',
    "import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';",
    "import { buildTestApp } from '../../testing/build-test-app.js';",
    "import { sysMenu } from '../menus/menu.table.js';",
    `import { ${[NOT_FOUND(m), m.audit.updateTime && STALE(m)].filter(Boolean).join(', ')} } from './${m.kebab}.service.js';`,
    '',
    'type Page<T> = { content: T[]; totalElements: number };',
    '',
    'const FIRST: Record<string, unknown> = {',
    sampleBody(m, 1),
    '};',
    'const SECOND: Record<string, unknown> = {',
    sampleBody(m, 2),
    '};',
    '',
    `describe(${str(`${m.label} (${m.apiPath}, generated)`)}, async () => {`,
    '  const { app, db } = await buildTestApp({ seed: false });',
    `  await createStaff(db, 'genmanager', [${[p.list, p.add, p.edit, p.del].map(str).join(', ')}]);`,
    `  await createStaff(db, 'genreader', [${str(p.list)}]);`,
    "  const manager = bearer(await signIn(app, 'genmanager', 'staff2026pw'));",
    "  const reader = bearer(await signIn(app, 'genreader', 'staff2026pw'));",
    "  const call = (method: InjectOptions['method'], url: string, payload?: unknown, headers = manager) =>",
    '    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });',
    '',
    `  it(${str(`creates, finds, edits and deletes a ${m.label}`)}, async () => {`,
    `    const created = await call('POST', ${url}, FIRST);`,
    '    expect(created.statusCode, created.body).toBe(201);',
    `    const row = created.json<${m.Entity}>();`,
    '    expect(row).toMatchObject(FIRST);',
    search
      ? `    const found = await call('GET', ${str(`${m.apiPath}?${search.prop}=${encodeURIComponent(search.value)}`)});`
      : `    const found = await call('GET', ${url});`,
    `    expect(found.json<Page<${m.Entity}>>().content.map((r) => r.${pk})).toEqual([row.${pk}]);`,
    '',
    m.audit.updateTime &&
      '    // A later save, so that the version read is really older (update times are compared in ms).',
    m.audit.updateTime && '    await new Promise((resolve) => setTimeout(resolve, 5));',
    `    const edited = await call('PUT', ${url}, { ...SECOND, ${pk}: row.${pk}${version} });`,
    '    expect(edited.statusCode, edited.body).toBe(200);',
    '    expect(edited.json()).toMatchObject(SECOND);',
    m.audit.updateTime &&
      lines(
        `    const stale = await call('PUT', ${url}, { ...FIRST, ${pk}: row.${pk}${version} });`,
        `    expect(stale.json()).toMatchObject({ status: 409, message: ${STALE(m)} });`,
      ),
    '',
    `    expect((await call('DELETE', ${url}, [row.${pk}])).statusCode).toBe(200);`,
    `    const again = await call('DELETE', ${url}, [row.${pk}]);`,
    `    expect(again.json()).toMatchObject({ status: 404, message: ${NOT_FOUND(m)} });`,
    '  });',
    '',
    "  it('exports the list as an xlsx file', async () => {",
    `    await call('POST', ${url}, FIRST);`,
    `    const res = await call('GET', ${str(`${m.apiPath}/download`)});`,
    '    expect(res.statusCode, res.body).toBe(200);',
    "    expect(res.headers['content-type']).toContain('spreadsheetml');",
    "    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');",
    '  });',
    required &&
      lines(
        '',
        `  it(${str(`refuses a body without ${required.label}, saying what to enter`)}, async () => {`,
        `    const body = Object.fromEntries(Object.entries(FIRST).filter(([key]) => key !== ${str(required.prop)}));`,
        `    const res = await call('POST', ${url}, body);`,
        `    expect(res.json()).toMatchObject({ status: 400, fieldErrors: { ${required.prop}: [${str(requiredMessage(required))}] } });`,
        '  });',
      ),
    '',
    "  it('lets a reader list but not change, and refuses callers who are not signed in', async () => {",
    `    expect((await call('GET', ${url}, undefined, reader)).statusCode).toBe(200);`,
    `    expect((await call('POST', ${url}, SECOND, reader)).statusCode).toBe(403);`,
    `    expect((await call('DELETE', ${url}, [1], reader)).statusCode).toBe(403);`,
    `    expect((await app.inject({ method: 'GET', url: ${url} })).statusCode).toBe(401);`,
    '  });',
    '',
    `  it(${str(`seeds its menu under ${menuOf(m).directory} with a button per permission`)}, async () => {`,
    `    const [page] = await db.select().from(sysMenu).where(eq(sysMenu.title, ${str(m.label)}));`,
    `    expect(page).toMatchObject({ component: ${str(menuOf(m).component)}, permission: ${str(p.list)} });`,
    '    const buttons = await db.select().from(sysMenu).where(eq(sysMenu.pid, page!.id)).orderBy(sysMenu.menuSort);',
    `    expect(buttons.map((b) => b.permission)).toEqual([${[p.add, p.edit, p.del].map(str).join(', ')}]);`,
    '  });',
    '});',
    '',
  );
}

/** apps/server/src/testing/<entity>-samples.ts: one realistic call per endpoint for the scans. */
export function serverSamples(m: GenModel): string {
  const n = contractNames(m);
  const url = str(m.apiPath);
  const search = searchFor(m);
  const version = m.audit.updateTime ? ', updateTime: row.updateTime' : '';
  return lines(
    "import type { FastifyInstance, InjectOptions } from 'fastify';",
    '',
    "import { bearer } from './auth-helpers.js';",
    '',
    "type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;",
    '',
    `/** One realistic call per ${commentText(m.label)} endpoint for the no-secrets scan and the fuzz (generated by 代码生成). */`,
    `export async function ${m.entity}Samples(app: FastifyInstance, tokens: { admin: string }) {`,
    '  const admin = bearer(tokens.admin);',
    '  const first = {',
    sampleBody(m, 1, '    '),
    '  };',
    `  const created = await app.inject({ method: 'POST', url: ${url}, headers: admin, payload: first });`,
    `  const row = created.json<{ ${m.pk.prop}: number${m.audit.updateTime ? '; updateTime: string' : ''} }>();`,
    '  return {',
    `    ${n.list}: [{ method: 'GET', url: ${search ? str(`${m.apiPath}?${search.prop}=${encodeURIComponent(search.value)}`) : url}, headers: admin }],`,
    `    ${n.download}: [{ method: 'GET', url: ${str(`${m.apiPath}/download`)}, headers: admin }],`,
    `    ${n.create}: [`,
    '      {',
    `        method: 'POST',`,
    `        url: ${url},`,
    '        headers: admin,',
    '        payload: {',
    sampleBody(m, 2, '          '),
    '        },',
    '      },',
    '    ],',
    `    ${n.update}: [{ method: 'PUT', url: ${url}, headers: admin, payload: { ...first, ${m.pk.prop}: row.${m.pk.prop}${version} } }],`,
    `    ${n.remove}: [{ method: 'DELETE', url: ${url}, headers: admin, payload: [row.${m.pk.prop}] }],`,
    '  } satisfies Record<string, Sample[]>;',
    '}',
    '',
  );
}
