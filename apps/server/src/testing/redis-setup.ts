import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file each left-out Redis part of a test file adds a line to (test-redis.ts). */
    redisLeftOutFile: string;
  }
}

export const REDIS_MISSING_IN_CI =
  'CI is set but TEST_REDIS_URL is not: the Redis suites would be left out. CI starts a Redis ' +
  '(.ci/run); point TEST_REDIS_URL=redis://… at it.';

/**
 * What the Redis suites do on this machine. Under CI a missing server is a broken setup, so the
 * run fails; a developer's machine without Redis leaves them out, and the run says which.
 */
export function redisDecision(env: NodeJS.ProcessEnv): 'run' | 'leave out' | 'fail' {
  if (env.TEST_REDIS_URL) return 'run';
  const ci = env.CI !== undefined && !['', '0', 'false'].includes(env.CI.toLowerCase());
  return ci ? 'fail' : 'leave out';
}

/**
 * Redis suites must not vanish in silence: under CI a missing TEST_REDIS_URL fails the run before
 * any file starts; elsewhere the files note what they left out, and the list is printed once here.
 */
export default function setup(project: TestProject) {
  if (redisDecision(process.env) === 'fail') throw new Error(REDIS_MISSING_IN_CI);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coalsim-redis-'));
  const file = path.join(dir, 'left-out.txt');
  writeFileSync(file, '');
  project.provide('redisLeftOutFile', file);
  return () => {
    const lines = [...new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean))].sort();
    rmSync(dir, { recursive: true, force: true });
    if (lines.length === 0) return;
    console.warn(
      `\n⚠ TEST_REDIS_URL is unset: ${lines.length} Redis part(s) of the tests were left out ` +
        '(start a Redis and set TEST_REDIS_URL=redis://… to run them; CI does):\n' +
        lines.map((l) => `  - ${l}`).join('\n') +
        '\n',
    );
  };
}
