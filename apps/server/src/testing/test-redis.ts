import { appendFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, inject } from 'vitest';

import { REDIS_MISSING_IN_CI, redisDecision } from './redis-setup.js';

/**
 * TEST_REDIS_URL for the part of a test file that needs Redis (`what` names it). Without one it
 * returns undefined and notes `what` for the list the run prints at its end (redis-setup.ts);
 * under CI it throws instead, as the setup does.
 */
export function testRedisUrl(what: string): string | undefined {
  const decision = redisDecision(process.env);
  if (decision === 'fail') throw new Error(REDIS_MISSING_IN_CI);
  if (decision === 'run') return process.env.TEST_REDIS_URL;
  const file = path.relative(process.cwd(), expect.getState().testPath ?? 'unknown file');
  appendFileSync(inject('redisLeftOutFile'), `${file}: ${what}\n`);
  return undefined;
}

/** A describe block on TEST_REDIS_URL; without one it is left out and named in the run's list. */
export function describeWithRedis(title: string, factory: (url: string) => void | Promise<void>) {
  const url = testRedisUrl(title);
  if (url !== undefined) describe(title, () => factory(url));
}
