import { describe as suite, expect, it } from 'vitest';

import { Api, describe } from '../support/api.js';
import { clientIp, control, instanceUrl } from '../support/context.js';
import { signIn } from '../support/session.js';

/** The name every job of jobs.test.ts starts with. */
const SUITE_JOBS = '集群任务';

// Last of all: deleting jobs that have run, then starting an instance again, is what a rolling
// restart after a 定时任务 clean-up does; until it works, every start after it fails.
suite('deleting jobs that have run', () => {
  it('leaves every instance able to start again (each reconciles the job queues at start)', async () => {
    const admin = await signIn(new Api(instanceUrl(1), undefined, await clientIp()), 'admin');
    const jobs = await admin.get<{ content: { id: number }[] }>(
      `/api/jobs?blurry=${encodeURIComponent(SUITE_JOBS)}&size=100`,
    );
    expect(jobs.status, describe(jobs)).toBe(200);
    expect(jobs.body.content.length).toBeGreaterThan(0);
    const deleted = await admin.delete(
      '/api/jobs',
      jobs.body.content.map((j) => j.id),
    );
    expect(deleted.status, describe(deleted)).toBe(200);

    await control('/instances/3/kill');
    const restart = await control('/instances/3/start').then(
      () => 'ready',
      (err: Error) => err.message,
    );
    expect(restart).toBe('ready');
  });
});

suite('after every check', () => {
  it('no instance exited without being asked to, and all three run', async () => {
    const states = (await control('/instances', 'GET')) as {
      n: number;
      running: boolean;
      unexpectedExits: string[];
    }[];
    expect(states.flatMap((s) => s.unexpectedExits)).toEqual([]);
    expect(states.map((s) => s.running)).toEqual([true, true, true]);
  });
});
