import type { GenModel } from '../gen-model.js';
import { changes, contractNames, creates, lines, str } from './code.js';
import { formFields, queryFields, requiredMessage } from './contract-schemas.js';
import { sampleBody } from './samples.js';

/** packages/contract/src/<module>/<entity>.endpoints.ts */
export function contractEndpoints(m: GenModel): string {
  const n = contractNames(m);
  const access = (action: 'list' | 'add' | 'edit' | 'del') =>
    `{ permissions: [permissions.${m.entity}.${action}] }`;
  const filters = queryFields(m).map((f) => f.prop);
  const endpoint = (name: string, parts: string[]) =>
    lines(`export const ${name} = defineEndpoint({`, ...parts.map((p) => `  ${p},`), '});', '');
  const schemas = [creates(m) && n.createSchema, n.querySchema, n.schema, changes(m) && n.updateSchema];
  return lines(
    changes(m) && "import { z } from 'zod';",
    changes(m) && '',
    "import { defineEndpoint, type Endpoint } from '../common/endpoint.js';",
    changes(m) && "import { idListSchema } from '../common/list-query.js';",
    "import { pageOf } from '../common/pagination.js';",
    "import { permissions } from '../permissions.js';",
    'import {',
    ...schemas.filter(Boolean).map((name) => `  ${name},`),
    `} from './${m.kebab}.schemas.js';`,
    '',
    endpoint(n.list, [
      "method: 'GET'",
      `path: ${str(m.apiPath)}`,
      `summary: ${str(`${m.label}列表`)}`,
      `description: ${str(`Paged${filters.length ? `: ${filters.join(', ')}` : ''}`)}`,
      `access: ${access('list')}`,
      `query: ${n.querySchema}`,
      `responses: { 200: pageOf(${n.schema}) }`,
    ]),
    endpoint(n.download, [
      "method: 'GET'",
      `path: ${str(`${m.apiPath}/download`)}`,
      `summary: ${str(`导出${m.label}`)}`,
      `description: 'The list as filtered, as an xlsx file'`,
      `access: ${access('list')}`,
      `query: ${n.querySchema}`,
      'responses: {}',
    ]),
    creates(m) &&
      endpoint(n.create, [
        "method: 'POST'",
        `path: ${str(m.apiPath)}`,
        `summary: ${str(`新增${m.label}`)}`,
        `access: ${access('add')}`,
        `body: ${n.createSchema}`,
        `responses: { 201: ${n.schema} }`,
      ]),
    changes(m) &&
      endpoint(n.update, [
        "method: 'PUT'",
        `path: ${str(m.apiPath)}`,
        `summary: ${str(`编辑${m.label}`)}`,
        m.audit.updateTime
          ? "description: 'With the updateTime read: a change by someone else meanwhile answers 409'"
          : "description: 'The whole record by its id'",
        `access: ${access('edit')}`,
        `body: ${n.updateSchema}`,
        `responses: { 200: ${n.schema} }`,
      ]),
    changes(m) &&
      endpoint(n.remove, [
        "method: 'DELETE'",
        `path: ${str(m.apiPath)}`,
        `summary: ${str(`删除${m.label}`)}`,
        "description: 'A JSON array of ids; all or none are deleted'",
        `access: ${access('del')}`,
        'body: idListSchema',
        'responses: { 200: z.object({}) }',
      ]),
    `export const ${n.endpoints} = {`,
    `  ${n.list},`,
    `  ${n.download},`,
    creates(m) && `  ${n.create},`,
    changes(m) && `  ${n.update},`,
    changes(m) && `  ${n.remove},`,
    '} satisfies Record<string, Endpoint>;',
    '',
  );
}

/** The body schema the contract test checks (create, else update) and a valid body's extra keys. */
function checkedBody(m: GenModel): { schema: string; extra: string } | undefined {
  const n = contractNames(m);
  if (creates(m)) return { schema: n.createSchema, extra: '' };
  if (!changes(m)) return undefined;
  const version = m.audit.updateTime ? ", updateTime: '2024-01-01T00:00:00.000Z'" : '';
  return { schema: n.updateSchema, extra: `${m.pk.prop}: 1${version}` };
}

/** packages/contract/src/<module>/<entity>.schemas.test.ts */
export function contractTest(m: GenModel): string {
  const n = contractNames(m);
  const body = checkedBody(m);
  const required = body && formFields(m).find((f) => f.required);
  const limited =
    body && formFields(m).find((f) => f.kind === 'text' && f.db.maxLength !== null && f.db.udt !== 'bpchar');
  return lines(
    "import { describe, expect, it } from 'vitest';",
    '',
    `import { ${[body?.schema, n.querySchema].filter(Boolean).join(', ')} } from './${m.kebab}.schemas.js';`,
    '',
    body &&
      lines(
        '/** A body with every form field filled in. */',
        'const VALID: Record<string, unknown> = {',
        sampleBody(m, 1),
        body.extra && `  ${body.extra},`,
        '};',
        '',
      ),
    required &&
      lines(
        'const without = (key: string) => Object.fromEntries(Object.entries(VALID).filter(([k]) => k !== key));',
        '',
      ),
    `describe(${str(`${m.label} schemas (generated)`)}, () => {`,
    body &&
      lines(
        "  it('accepts a complete body', () => {",
        `    expect(${body.schema}.safeParse(VALID).success).toBe(true);`,
        '  });',
      ),
    required &&
      lines(
        '',
        `  it(${str(`refuses a body without ${required.label}, saying what to enter`)}, () => {`,
        `    const result = ${body.schema}.safeParse(without(${str(required.prop)}));`,
        `    expect(result.error?.issues[0]?.message).toBe(${str(requiredMessage(required))});`,
        '  });',
      ),
    limited &&
      lines(
        '',
        `  it(${str(`refuses ${limited.label} longer than the column`)}, () => {`,
        `    const result = ${body.schema}.safeParse({ ...VALID, ${limited.prop}: 'x'.repeat(${limited.db.maxLength! + 1}) });`,
        `    expect(result.error?.issues[0]?.message).toBe(${str(`${limited.label}不能超过${limited.db.maxLength}个字符`)});`,
        '  });',
      ),
    '',
    "  it('sorts only by the listed fields', () => {",
    `    expect(${n.querySchema}.safeParse({ sort: 'nope,asc' }).success).toBe(false);`,
    `    expect(${n.querySchema}.safeParse({ sort: ${str(`${m.keys[0]!.prop},desc`)} }).success).toBe(true);`,
    '  });',
    '});',
    '',
  );
}
