#!/usr/bin/env node
// `npm run device-agent:pack [-- --pack-destination <folder>]`: the agent as one tarball,
// coalsim-device-agent-<version>.tgz, with its one dependency (yauzl, and pend under it) bundled
// inside — a simulation PC installs it with `npm install -g <tarball>` without reaching a registry.
// The files go through a temporary copy: npm bundles only what sits in the package's own
// node_modules, and the monorepo keeps yauzl in the root one.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));
const manifest = await readJson(path.join(here, 'package.json'));
const { values } = parseArgs({ options: { 'pack-destination': { type: 'string' } } });
const destination = path.resolve(values['pack-destination'] ?? process.cwd());

/** Copies `name` as installed where `from` would load it, then what it depends on, alongside. */
async function bundle(stage, name, from, wanted) {
  const dir = path.dirname(createRequire(from).resolve(`${name}/package.json`));
  const pkg = await readJson(path.join(dir, 'package.json'));
  if (wanted && pkg.version !== wanted) {
    throw new Error(
      `node_modules 中的 ${name} 是 ${pkg.version}，package.json 要求 ${wanted}：请先在仓库根目录运行 npm ci`,
    );
  }
  await cp(dir, path.join(stage, 'node_modules', name), { recursive: true });
  for (const dep of Object.keys(pkg.dependencies ?? {}))
    await bundle(stage, dep, path.join(dir, 'package.json'));
}

const stage = await mkdtemp(path.join(os.tmpdir(), 'coalsim-device-agent-'));
try {
  for (const file of [...manifest.files, 'package.json', 'README.md']) {
    await cp(path.join(here, file), path.join(stage, file));
  }
  for (const [name, version] of Object.entries(manifest.dependencies)) {
    await bundle(stage, name, path.join(here, 'package.json'), version);
  }
  // npm's own CLI when run by `npm run` (works on Windows too), else the one on PATH.
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  execFileSync(npm[0], [...npm.slice(1), 'pack', stage, '--pack-destination', destination], {
    stdio: 'inherit',
  });
  console.log(`已生成 ${path.join(destination, `${manifest.name}-${manifest.version}.tgz`)}`);
} finally {
  await rm(stage, { recursive: true, force: true });
}
