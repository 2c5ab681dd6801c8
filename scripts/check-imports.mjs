// Dependencies point one way (DESIGN §8 rule 1), checked where lint alone cannot, by `npm run lint`
// and `npm test`. 1. import-x really reads TypeScript: a two-file .ts cycle and a .tsx one must be
// reported by import-x/no-cycle (while import-x opened .js files only, such cycles passed unseen).
// 2. Modules form no loop: no-cycle sees loops of files, not a module reaching another through
// one file and being reached back through another. Each check first proves it can fail.
import { mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';

import { cyclesOf, describeCycle, importGraph } from './module-graph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root); // eslint.config.js lists the web's features relative to the working folder
// Ignored by eslint.config.js and .gitignore, so `eslint .` and git never meet the scratch files.
const scratch = path.join(root, '.lint-probe', String(process.pid));
const failures = [];

function writeFiles(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

async function noCycleReadsTypeScript() {
  const dir = path.join(scratch, 'lint');
  const files = {
    'a.ts': "import { b } from './b.js';\n\nexport const a = (): number => b() + 1;\n",
    'b.ts': "import { a } from './a.js';\n\nexport const b = (): number => a() - 1;\n",
    'c.tsx': "import { D } from './d.js';\n\nexport const C = () => <D />;\n",
    'd.tsx': "import { C } from './c.js';\n\nexport const D = () => <C />;\n",
  };
  writeFiles(dir, files);
  const eslint = new ESLint({ cwd: root, ignore: false });
  for (const result of await eslint.lintFiles(Object.keys(files).map((f) => path.join(dir, f)))) {
    if (result.messages.some((m) => m.ruleId === 'import-x/no-cycle')) continue;
    const said = result.messages.map((m) => `${m.ruleId ?? 'parser'}: ${m.message}`).join('; ') || 'nothing';
    failures.push(
      `import-x/no-cycle missed a two-file cycle (${path.basename(result.filePath)}; ESLint said ${said}): ` +
        "check 'import-x/extensions' and 'import-x/parsers' in eslint.config.js",
    );
  }
}

/** Reports each loop among the nodes `nodeOf` groups the files under `dir` into; counts the nodes. */
function moduleCycles(label, dir, nodeOf) {
  const graph = importGraph(dir, nodeOf);
  for (const cycle of cyclesOf(graph)) {
    failures.push([`${label} import each other in a loop:`, ...describeCycle(graph, cycle)].join('\n'));
  }
  return graph.size;
}

const isTest = (rel) => /\.test\.tsx?$/.test(rel) || rel.startsWith('testing/');

/** apps/server/src/modules/<domain>/ as one node each; tests and files outside modules/ left out. */
function serverModule(rel) {
  const [top, domain, ...rest] = rel.split('/');
  return top === 'modules' && rest.length > 0 && !isTest(rel) ? `modules/${domain}` : undefined;
}

/** apps/web/src: each feature one node, each shared folder (and app/) one node. */
function webFolder(rel) {
  if (isTest(rel)) return undefined;
  const [top, feature, ...rest] = rel.split('/');
  if (top === 'features' && rest.length > 0) return `features/${feature}`;
  return feature === undefined ? rel : top;
}

function moduleCheckCanFail() {
  const dir = path.join(scratch, 'graph');
  // a → b through one file and b → a through another: no file cycle, a module cycle. c's import
  // back is type-only, so c is in none.
  writeFiles(dir, {
    'modules/a/x.ts': "import { y } from '../b/y.js';\n\nexport const x = y;\n",
    'modules/a/w.ts': 'export const w = 1;\n',
    'modules/b/y.ts': 'export const y = 2;\n',
    'modules/b/z.ts': "import { w } from '../a/w.js';\n\nexport const z = w;\n",
    'modules/c/v.ts': "import { x } from '../a/x.js';\n\nexport const v = x;\n",
    'modules/a/u.ts': "import type { v } from '../c/v.js';\n\nexport type U = typeof v;\n",
  });
  const found = cyclesOf(importGraph(dir, serverModule)).map((c) => c.join(' '));
  if (found.join() !== 'modules/a modules/b') {
    failures.push(`the module check found ${JSON.stringify(found)} in its probe, not [modules/a modules/b]`);
  }
}

try {
  await noCycleReadsTypeScript();
  moduleCheckCanFail();
} finally {
  rmSync(scratch, { recursive: true, force: true });
  try {
    rmdirSync(path.dirname(scratch));
  } catch {
    // another run's probe is still there: it removes the folder when it ends
  }
}
const modules = moduleCycles('Server modules', path.join(root, 'apps/server/src'), serverModule);
const folders = moduleCycles('Web folders', path.join(root, 'apps/web/src'), webFolder);

if (failures.length > 0) {
  console.error(failures.join('\n\n'));
  process.exit(1);
}
console.log(
  `imports: no-cycle reads .ts and .tsx; no loop among ${modules} server modules, ${folders} web folders`,
);
