import { commentText } from '../gen-literals.js';
import type { GenModel } from '../gen-model.js';
import {
  actionsOf,
  changes,
  contractNames,
  creates,
  lines,
  menuOf,
  NOT_FOUND,
  permissionsOf,
  STALE,
  str,
} from './code.js';
import { formFields, queryFields, requiredMessage } from './contract-schemas.js';
import { sampleBody, sampleValue } from './samples.js';

/** `?prop=value` that finds sample 1 by one of its searchable text fields, or ''. */
export function searchFor(m: GenModel): { prop: string; value: string } | undefined {
  const field = queryFields(m).find(
    (f) => f.role === 'field' && f.formShow && f.kind === 'text' && f.queryType !== 'between',
  );
  return field && { prop: field.prop, value: String(sampleValue(field, 1)) };
}

/** The CRUD journey through the API (mode crud): create, find, edit (and a stale edit), delete. */
function journey(m: GenModel): string {
  const url = str(m.apiPath);
  const pk = m.pk.prop;
  const search = searchFor(m);
  const version = m.audit.updateTime ? `, updateTime: row.updateTime` : '';
  return lines(
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
  );
}

/** Without 新增 (mode edit) no row can be made here: editing and deleting one that is not there. */
function missingRow(m: GenModel): string {
  const url = str(m.apiPath);
  const version = m.audit.updateTime ? ", updateTime: '2024-01-01T00:00:00.000Z'" : '';
  return lines(
    `  it(${str(`lists, and answers 404 for a ${m.label} that is not there`)}, async () => {`,
    `    const listed = await call('GET', ${url});`,
    '    expect(listed.statusCode, listed.body).toBe(200);',
    `    const edited = await call('PUT', ${url}, { ...FIRST, ${m.pk.prop}: ${MISSING}${version} });`,
    `    expect(edited.json()).toMatchObject({ status: 404, message: ${NOT_FOUND(m)} });`,
    `    const removed = await call('DELETE', ${url}, [${MISSING}]);`,
    `    expect(removed.json()).toMatchObject({ status: 404, message: ${NOT_FOUND(m)} });`,
    '  });',
  );
}

/** An id no test row has (the generated tests start from an empty table). */
const MISSING = 2147483000;

/** apps/server/src/modules/<module>/<entity>.test.ts */
export function serverTest(m: GenModel): string {
  const p = permissionsOf(m);
  const all = actionsOf(m).map(([, permission]) => permission);
  const buttons = all.filter((permission) => permission !== p.list);
  const required = creates(m) && formFields(m).find((f) => f.required);
  const url = str(m.apiPath);
  const imported = changes(m)
    ? [NOT_FOUND(m), creates(m) && m.audit.updateTime && STALE(m)].filter(Boolean)
    : [];
  return lines(
    creates(m) && `import type { ${m.Entity} } from '@coalsim/contract';`,
    "import { eq } from 'drizzle-orm';",
    "import type { InjectOptions } from 'fastify';",
    "import { describe, expect, it } from 'vitest';",
    '',
    "import { bearer, createStaff, signIn } from '../../testing/auth-helpers.js';",
    "import { buildTestApp } from '../../testing/build-test-app.js';",
    "import { sysMenu } from '../menus/menu.table.js';",
    imported.length > 0 && `import { ${imported.join(', ')} } from './${m.kebab}.service.js';`,
    '',
    creates(m) && 'type Page<T> = { content: T[]; totalElements: number };',
    '',
    changes(m) && lines('const FIRST: Record<string, unknown> = {', sampleBody(m, 1), '};'),
    creates(m) && lines('const SECOND: Record<string, unknown> = {', sampleBody(m, 2), '};'),
    '',
    `describe(${str(`${m.label} (${m.apiPath}, generated)`)}, async () => {`,
    '  const { app, db } = await buildTestApp({ seed: false });',
    `  await createStaff(db, 'genmanager', [${all.map(str).join(', ')}]);`,
    `  await createStaff(db, 'genreader', [${str(p.list)}]);`,
    "  const manager = bearer(await signIn(app, 'genmanager', 'staff2026pw'));",
    "  const reader = bearer(await signIn(app, 'genreader', 'staff2026pw'));",
    "  const call = (method: InjectOptions['method'], url: string, payload?: unknown, headers = manager) =>",
    '    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });',
    '',
    creates(m) ? journey(m) : changes(m) && missingRow(m),
    '',
    "  it('exports the list as an xlsx file', async () => {",
    creates(m) && `    await call('POST', ${url}, FIRST);`,
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
    changes(m)
      ? "  it('lets a reader list but not change, and refuses callers who are not signed in', async () => {"
      : "  it('lets a reader list, and refuses callers who are not signed in', async () => {",
    `    expect((await call('GET', ${url}, undefined, reader)).statusCode).toBe(200);`,
    creates(m) && `    expect((await call('POST', ${url}, SECOND, reader)).statusCode).toBe(403);`,
    changes(m) && `    expect((await call('DELETE', ${url}, [1], reader)).statusCode).toBe(403);`,
    `    expect((await app.inject({ method: 'GET', url: ${url} })).statusCode).toBe(401);`,
    '  });',
    '',
    `  it(${str(`seeds its menu under ${menuOf(m).directory}${buttons.length ? ' with a button per permission' : ''}`)}, async () => {`,
    `    const [page] = await db.select().from(sysMenu).where(eq(sysMenu.title, ${str(m.label)}));`,
    `    expect(page).toMatchObject({ component: ${str(menuOf(m).component)}, permission: ${str(p.list)} });`,
    '    const buttons = await db.select().from(sysMenu).where(eq(sysMenu.pid, page!.id)).orderBy(sysMenu.menuSort);',
    `    expect(buttons.map((b) => b.permission)).toEqual([${buttons.map(str).join(', ')}]);`,
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
  // Without 新增 there is no row to make: 编辑 and 删除 ask for one that is not there (404).
  const missing = m.audit.updateTime ? `, updateTime: '2024-01-01T00:00:00.000Z'` : '';
  const target = creates(m) ? `row.${m.pk.prop}` : String(MISSING);
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
    changes(m) && lines('  const first = {', sampleBody(m, 1, '    '), '  };'),
    creates(m) &&
      lines(
        `  const created = await app.inject({ method: 'POST', url: ${url}, headers: admin, payload: first });`,
        `  const row = created.json<{ ${m.pk.prop}: number${m.audit.updateTime ? '; updateTime: string' : ''} }>();`,
      ),
    '  return {',
    `    ${n.list}: [{ method: 'GET', url: ${search ? str(`${m.apiPath}?${search.prop}=${encodeURIComponent(search.value)}`) : url}, headers: admin }],`,
    `    ${n.download}: [{ method: 'GET', url: ${str(`${m.apiPath}/download`)}, headers: admin }],`,
    creates(m) &&
      lines(
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
      ),
    changes(m) &&
      lines(
        `    ${n.update}: [{ method: 'PUT', url: ${url}, headers: admin, payload: { ...first, ${m.pk.prop}: ${target}${creates(m) ? version : missing} } }],`,
        `    ${n.remove}: [{ method: 'DELETE', url: ${url}, headers: admin, payload: [${target}] }],`,
      ),
    '  } satisfies Record<string, Sample[]>;',
    '}',
    '',
  );
}
