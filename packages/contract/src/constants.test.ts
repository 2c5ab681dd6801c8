import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { JOB_HANDLER_NAMES } from './jobs/job.constants.js';
import { JOB_HANDLERS } from './jobs/job.schemas.js';

const SRC = path.dirname(fileURLToPath(import.meta.url));

// `import type` is erased; anything else (even `import { type X }`, under verbatimModuleSyntax) stays.
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/**
 * The chain of imports by which `file` reaches zod, or null: the label modules exist so that a page
 * showing a label builds no schema, and one import of a schema module would undo that unseen.
 */
function zodChain(file: string, read: (file: string) => string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const [, typeOnly, spec] of read(file).matchAll(IMPORT)) {
    if (typeOnly || !spec) continue;
    if (spec === 'zod' || spec.startsWith('zod/')) return [file, spec];
    if (!spec.startsWith('.')) continue;
    const next = path.join(path.dirname(file), spec.replace(/\.js$/, '.ts'));
    const chain = zodChain(next, read, seen);
    if (chain) return [file, ...chain];
  }
  return null;
}

const readSource = (file: string) => readFileSync(path.join(SRC, file), 'utf8');
const constantsModules = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.constants.ts'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

describe('constants modules', () => {
  it('would catch a zod import two modules away, and not an erased one', () => {
    const files: Record<string, string> = {
      'a/a.constants.ts': "import { b } from '../b/b.js';\nimport type { Z } from './z.js';\n",
      'b/b.ts': "export { c } from './c.js';\n",
      'b/c.ts': "import {\n  z,\n} from 'zod';\n",
      'a/z.ts': "import { z } from 'zod';\n",
    };
    const read = (file: string) => files[file] ?? '';
    expect(zodChain('a/a.constants.ts', read)).toEqual(['a/a.constants.ts', 'b/b.ts', 'b/c.ts', 'zod']);
    expect(zodChain('a/a.constants.ts', (f) => (f === 'b/c.ts' ? '' : read(f)))).toBeNull();
  });

  it.each(constantsModules)('%s reaches no zod', (file) => {
    expect(zodChain(file, readSource)).toBeNull();
  });

  it('are all exported by the barrel', () => {
    const index = readSource('index.ts');
    for (const file of constantsModules) {
      expect(index).toContain(`export * from './${file.replace(/\.ts$/, '.js')}';`);
    }
  });
});

describe('JOB_HANDLER_NAMES', () => {
  it("lists JOB_HANDLERS' keys in their order (the form offers them so)", () => {
    expect(JOB_HANDLER_NAMES).toEqual(Object.keys(JOB_HANDLERS));
  });
});
