import { readFileSync, writeFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { endpoints } from './endpoints.js';

const FILE = new URL('./endpoint-paths.ts', import.meta.url);

/** endpoint-paths.ts as it must read: every endpoint's method and path, and nothing else. */
function render(): string {
  const entries = Object.entries(endpoints).map(
    ([name, e]) => `  ${name}: { method: '${e.method}', path: '${e.path}' },`,
  );
  return [
    '// Generated from `endpoints` by endpoint-paths.test.ts (`npm run gen:paths -w @coalsim/contract`).',
    '// Each endpoint’s method and path without its schemas: the web reads paths on every page, and',
    '// importing `endpoints` for them built every module’s zod schemas as a page loaded (issue 44 §4).',
    'export const endpointPaths = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}

describe('endpointPaths', () => {
  it('lists every endpoint of the contract with its method and path', () => {
    if (process.env.UPDATE_ENDPOINT_PATHS) writeFileSync(FILE, render());
    expect(readFileSync(FILE, 'utf8'), 'run `npm run gen:paths -w @coalsim/contract`').toBe(render());
  });
});
