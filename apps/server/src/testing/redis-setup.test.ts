import { appendFileSync, existsSync } from 'node:fs';

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestProject } from 'vitest/node';

import setup, { REDIS_MISSING_IN_CI, redisDecision } from './redis-setup.js';
import { describeWithRedis, testRedisUrl } from './test-redis.js';

/** A stand-in for the project the setup hands the list's file to. */
function fakeProject() {
  const provided: Record<string, string> = {};
  const project = { provide: (key: string, value: string) => (provided[key] = value) };
  return { project: project as unknown as TestProject, provided };
}

/**
 * The Redis suites were `describe.each(url ? [url] : [])`: without TEST_REDIS_URL they vanished,
 * CI included. Now CI fails, and elsewhere the run names what it left out.
 */
describe('Redis suites without TEST_REDIS_URL', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('run with a URL, fail under CI without one, and are left out elsewhere', () => {
    expect(redisDecision({ TEST_REDIS_URL: 'redis://127.0.0.1:6391' })).toBe('run');
    expect(redisDecision({ CI: 'true', TEST_REDIS_URL: 'redis://127.0.0.1:6391' })).toBe('run');
    expect(redisDecision({ CI: 'true' })).toBe('fail');
    expect(redisDecision({ CI: '1', TEST_REDIS_URL: '' })).toBe('fail');
    expect(redisDecision({})).toBe('leave out');
    expect(redisDecision({ CI: 'false' })).toBe('leave out');
  });

  it('fail the run under CI=true: the setup and every Redis part of a file throw', () => {
    vi.stubEnv('CI', 'true');
    vi.stubEnv('TEST_REDIS_URL', '');
    const { project, provided } = fakeProject();
    expect(() => setup(project)).toThrow(REDIS_MISSING_IN_CI);
    expect(provided).toEqual({});
    expect(() => testRedisUrl('a Redis part')).toThrow(REDIS_MISSING_IN_CI);
    expect(() => describeWithRedis('a Redis suite', () => undefined)).toThrow(REDIS_MISSING_IN_CI);
  });

  it('are listed once at the end of a run outside CI, each part once', () => {
    vi.stubEnv('CI', '');
    vi.stubEnv('TEST_REDIS_URL', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { project, provided } = fakeProject();
    const teardown = setup(project);
    const file = provided.redisLeftOutFile!;
    appendFileSync(file, 'b.test.ts: rate limits in Redis\na.test.ts: nonces in Redis\n');
    appendFileSync(file, 'b.test.ts: rate limits in Redis\n');
    teardown();
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]![0]);
    expect(message).toContain('TEST_REDIS_URL is unset: 2 Redis part(s)');
    expect(message).toMatch(/- a\.test\.ts: nonces in Redis\n {2}- b\.test\.ts: rate limits in Redis\n$/);
    expect(existsSync(file)).toBe(false);
  });

  it('say nothing at the end when nothing was left out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('TEST_REDIS_URL', 'redis://127.0.0.1:6391');
    setup(fakeProject().project)();
    expect(warn).not.toHaveBeenCalled();
  });
});
