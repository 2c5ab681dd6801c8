import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll } from 'vitest';

import { redisDecision } from './redis-setup.js';

/** The repository this test runs in. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** What a type-check and the tests of contract, server and web need; no build output, no data. */
const COPIED = [
  'package.json',
  'eslint.config.js',
  '.prettierrc.json',
  'tsconfig.base.json',
  'packages/contract/package.json',
  'packages/contract/tsconfig.json',
  'packages/contract/tsconfig.test.json',
  'packages/contract/vitest.config.ts',
  'packages/contract/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/tsconfig.test.json',
  'apps/server/vitest.config.ts',
  'apps/server/drizzle.config.ts',
  'apps/server/src',
  'apps/server/migrations',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/vitest.config.ts',
  'apps/web/build',
  'apps/web/src',
  // Server tests import the open API's client and the device agent from here.
  'tools',
];

/**
 * node_modules of the copy: a folder of links to the repository's packages, except the workspace
 * packages, which point into the copy (so @coalsim/contract is the copy's, with the new files).
 * Dot folders (caches) are left out, so nothing the copy's runs write lands in the repository.
 */
async function linkModules(from: string, to: string, workspace: Record<string, string>) {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from)) {
    if (entry === '@coalsim' || (entry.startsWith('.') && entry !== '.bin')) continue;
    await symlink(path.join(from, entry), path.join(to, entry));
  }
  if (Object.keys(workspace).length === 0) return;
  await mkdir(path.join(to, '@coalsim'));
  for (const [name, target] of Object.entries(workspace)) {
    await symlink(path.relative(path.join(to, '@coalsim'), target), path.join(to, '@coalsim', name));
  }
}

/**
 * The committed sources (HEAD) of COPIED, unpacked into `root`: `git archive | tar -x`, which only
 * reads the repository. Not the work tree: what others have not committed yet (a half-written
 * module in a shared checkout) must not decide whether generated code compiles.
 */
function extractHead(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const git = spawn('git', ['archive', '--format=tar', 'HEAD', '--', ...COPIED], { cwd: REPO_ROOT });
    const tar = spawn('tar', ['-x', '-C', root]);
    let errors = '';
    git.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    tar.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    git.stdout.pipe(tar.stdin);
    git.on('error', reject);
    tar.on('error', reject);
    tar.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`git archive | tar: ${errors}`))));
  });
}

/** A temporary copy of the project's committed sources, removed after the file's tests. */
export async function copyProject(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'coalsim-gen-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  await extractHead(root);
  await linkModules(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), {
    contract: path.join(root, 'packages/contract'),
    server: path.join(root, 'apps/server'),
    web: path.join(root, 'apps/web'),
  });
  await linkModules(
    path.join(REPO_ROOT, 'apps/web/node_modules'),
    path.join(root, 'apps/web/node_modules'),
    {},
  );
  await mkdir(path.join(root, 'apps/server/node_modules'), { recursive: true });
  return root;
}

export async function writeFiles(root: string, files: { path: string; content: string }[]) {
  for (const file of files) {
    const target = path.join(root, file.path);
    if (!target.startsWith(`${root}${path.sep}`)) throw new Error(`${file.path} leaves the project`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.content);
  }
}

export const readProjectFile = (root: string, file: string) => readFile(path.join(root, file), 'utf8');

// Some tools colour their output whatever NO_COLOR says; the test reads it as text.
// eslint-disable-next-line no-control-regex
const withoutColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

export interface RunResult {
  code: number | null;
  output: string;
  ms: number;
}

/**
 * Runs a command in the copy and collects its output. The parent's Vitest variables are left
 * out, so a Vitest started here runs as a command line one would; it is CI exactly when its
 * parent is (under CI the Redis suites are required: a developer's run without Redis must pass).
 */
export function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !k.startsWith('VITEST') && k !== 'NODE_OPTIONS' && k !== 'TEST',
    ),
  );
  return new Promise<RunResult>((resolve, reject) => {
    const ci = redisDecision(process.env) === 'leave out' ? '' : 'true';
    const child = spawn(command, args, { cwd, env: { ...clean, CI: ci, NO_COLOR: '1', ...env } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: withoutColours(output), ms: Date.now() - started }));
  });
}

/** The last lines of a command's output, for an assertion's message. */
export const tail = (output: string, lines = 60) => output.split('\n').slice(-lines).join('\n');
