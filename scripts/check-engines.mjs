// Fails when an installed package says it needs a newer Node than the README promises (the root
// package.json's `engines.node`). npm only warns about such packages at install time, and they
// then fail at run time on the promised Node. Also fails when a workspace's package.json names a
// range instead of one exact version (SECURITY.md: every version is pinned; a sanitiser or an
// editor moving under a caret is a change nobody reviewed).
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

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'];
const unpinned = [];
for (const where of roots) {
  const manifest = JSON.parse(readFileSync(path.join(root, where, 'package.json'), 'utf8'));
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
      if (!semver.valid(spec)) unpinned.push(`${path.join(where, 'package.json')}: ${name} ${spec}`);
    }
  }
}
if (unpinned.length > 0) {
  console.error('Pin these to one exact version (SECURITY.md):');
  for (const line of unpinned) console.error(`  ${line}`);
  process.exit(1);
}
console.log('pins: every dependency names one exact version');
