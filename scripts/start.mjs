// `npm start`: build whatever is missing or older than its sources, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { runServer } from './run-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

/** Newest modification time of the files (or files under the folders) in `paths` (0 when none). */
function newest(dirs) {
  let max = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      max = Math.max(max, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else max = Math.max(max, statSync(full).mtimeMs);
    }
  };
  dirs.forEach((d) => walk(at(d)));
  return max;
}

const outputTime = (file) => (existsSync(at(file)) ? statSync(at(file)).mtimeMs : -1);

const parts = [
  {
    workspace: '@coalsim/contract',
    output: 'packages/contract/dist/index.js',
    sources: ['packages/contract/src'],
  },
  {
    workspace: '@coalsim/server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'packages/contract/src'],
  },
  {
    workspace: '@coalsim/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/build',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
  },
];

for (const part of parts) {
  if (outputTime(part.output) >= newest(part.sources)) continue;
  console.log(`coalsim: building ${part.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', part.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

runServer(process.execPath, [at('apps/server/dist/server.js')], { cwd: root });
