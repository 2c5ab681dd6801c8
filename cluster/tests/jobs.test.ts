import { beforeAll, describe as suite, expect, it } from 'vitest';

import { Api, describe, uniqueName } from '../support/api.js';
import { clientIp, instanceUrl, record, rounds } from '../support/context.js';
import { signIn } from '../support/session.js';

interface JobLog {
  id: number;
  trigger: 'schedule' | 'manual';
  isSuccess: boolean;
  createTime: string;
}

/** Time for a duplicate run, were there one, to show in the history after the expected ones. */
const SETTLE_MS = 3000;

let admin: Api;

async function createJob(cronExpression: string, isPause: boolean): Promise<number> {
  const res = await admin.post<{ id: number }>('/api/jobs', {
    jobName: uniqueName('集群任务'),
    handler: 'sweepExpired',
    params: null,
    cronExpression,
    isPause,
    description: 'cluster suite',
  });
  expect(res.status, describe(res)).toBe(201);
  return res.body.id;
}

/** The job's runs, read on instance `n`. */
async function runsOf(jobId: number, n: number): Promise<JobLog[]> {
  const res = await admin
    .at(instanceUrl(n))
    .get<{ content: JobLog[] }>(`/api/jobs/logs?jobId=${jobId}&size=200`);
  expect(res.status, describe(res)).toBe(200);
  return res.body.content;
}

/** Waits until the history holds `count` runs (or `timeoutMs` passes), then a moment more for extras. */
async function settledRuns(jobId: number, count: number, timeoutMs = 60_000): Promise<JobLog[]> {
  const deadline = Date.now() + timeoutMs;
  while ((await runsOf(jobId, 2)).length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
  }
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return runsOf(jobId, 3);
}

beforeAll(async () => {
  admin = await signIn(new Api(instanceUrl(1), undefined, await clientIp()), 'admin');
});

suite.each(rounds())('定时任务 on three instances, round %i', (round) => {
  it('立即执行 on one instance runs the job exactly once', async () => {
    const jobId = await createJob('0 3 * * *', true);
    const n = ((round - 1) % 3) + 1;
    const exec = await admin.at(instanceUrl(n)).put(`/api/jobs/exec/${jobId}`);
    expect(exec.status, describe(exec)).toBe(200);
    const runs = await settledRuns(jobId, 1);
    record('job runs (立即执行 once)', { round, on: n, runs: runs.length });
    expect(runs.map((r) => [r.trigger, r.isSuccess])).toEqual([['manual', true]]);
  });

  it('立即执行 on each of the three at once runs the job exactly three times', async () => {
    const jobId = await createJob('0 3 * * *', true);
    const execs = await Promise.all(
      [1, 2, 3].map((n) => admin.at(instanceUrl(n)).put(`/api/jobs/exec/${jobId}`)),
    );
    expect(execs.map((e) => e.status)).toEqual([200, 200, 200]);
    const runs = await settledRuns(jobId, 3);
    record('job runs (立即执行 on all three)', { round, runs: runs.length });
    expect(runs).toHaveLength(3);
  });
});

suite('a job due every minute', () => {
  it('runs once per minute, not once per instance', async () => {
    const jobId = await createJob('* * * * *', false);
    // Two due minutes: the schedule reaches the runners within a minute (README), so up to ~3 minutes.
    const runs = await settledRuns(jobId, 2, 200_000);
    await admin.put(`/api/jobs/${jobId}`);
    const perMinute = new Map<number, number>();
    for (const r of runs.filter((r) => r.trigger === 'schedule')) {
      const minute = Math.floor(new Date(r.createTime).getTime() / 60_000);
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    }
    record('job runs (due every minute)', { scheduledRuns: runs.length, perMinute: [...perMinute.values()] });
    expect(perMinute.size).toBeGreaterThan(0);
    expect([...perMinute.values()].every((n) => n === 1)).toBe(true);
  });
});
