// Fails when an installed package says it needs a newer Node than the README promises (the root
// package.json's `engines.node`). npm only warns about such packages at install time, and they
// then fail at run time on the promised Node.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const promised = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const oldest = semver.minVersion(promised).version;

/** Every package.json under a node_modules folder, nested ones included. */
function* packages(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* packages(full);
      continue;
    }
    const manifest = path.join(full, 'package.json');
    if (existsSync(manifest)) yield manifest;
    yield* packages(path.join(full, 'node_modules'));
  }
}

const roots = ['.', 'apps/server', 'apps/web', 'packages/contract', 'e2e', 'bench'];
const offenders = new Set();
for (const where of roots) {
  for (const manifest of packages(path.join(root, where, 'node_modules'))) {
    const { name, version, engines } = JSON.parse(readFileSync(manifest, 'utf8'));
    const range = engines?.node;
    if (!range || !semver.validRange(range)) continue;
    if (!semver.satisfies(oldest, range)) offenders.add(`${name}@${version} needs Node ${range}`);
  }
}
if (offenders.size > 0) {
  console.error(`These packages need a newer Node than ${promised} (package.json engines):`);
  for (const line of [...offenders].sort()) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`engines: every installed package runs on Node ${oldest} (${promised})`);
