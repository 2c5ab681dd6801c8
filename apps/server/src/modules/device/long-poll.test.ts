import type { AgentCommand } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp, createTestDatabase } from '../../testing/build-test-app.js';
import { createTestDevice, deviceAuth, enrolTestDevice } from '../../testing/device-helpers.js';

/**
 * The long poll: a command reaches a waiting agent as soon as it is queued, on whichever instance
 * the agent waits. Each wait is 30 s and the test's own timeout 15 s: a wake that did not happen
 * fails the test instead of passing late.
 */
describe('GET api/device-agent/commands: the long poll', async () => {
  const database = await createTestDatabase();
  const one = await buildTestApp({ database });
  const two = await buildTestApp({ database });
  const enterprise = await signIn(one.app, 'enterprise');
  const device = await createTestDevice(one.app, enterprise);
  const { secret } = await enrolTestDevice(one.app, enterprise, device);
  const wait = (app: typeof one.app, seconds = 30) =>
    app.inject({
      method: 'GET',
      url: `/api/device-agent/commands?wait=${seconds}`,
      headers: deviceAuth(secret),
    });
  const send = (app: typeof one.app) =>
    app.inject({
      method: 'POST',
      url: '/api/center/device-command',
      headers: bearer(enterprise),
      payload: { deviceIds: [device.id], command: 'restart', args: {} },
    });
  const finish = (id: number) =>
    one.app.inject({
      method: 'POST',
      url: `/api/device-agent/commands/${id}/result`,
      headers: deviceAuth(secret),
      payload: { status: 'succeeded', detail: '' },
    });

  it('answers 204 when nothing comes within the wait', async () => {
    expect((await wait(one.app, 1)).statusCode).toBe(204);
  });

  it('wakes a poll waiting on the same instance', { timeout: 15_000 }, async () => {
    const polling = wait(one.app);
    await new Promise((r) => setTimeout(r, 200));
    expect((await send(one.app)).statusCode).toBe(201);
    const res = await polling;
    expect(res.statusCode).toBe(200);
    await finish(res.json<AgentCommand>().id);
  });

  it('wakes a poll waiting on another instance of the same database', { timeout: 15_000 }, async () => {
    const polling = wait(two.app);
    await new Promise((r) => setTimeout(r, 200));
    const created = await send(one.app);
    const res = await polling;
    expect(res.statusCode).toBe(200);
    expect(res.json<AgentCommand>().id).toBe(created.json<{ commands: { id: number }[] }>().commands[0]!.id);
    await finish(res.json<AgentCommand>().id);
  });

  it('gives each command to one poll only when an agent polls twice', { timeout: 15_000 }, async () => {
    const polls = [wait(one.app), wait(two.app)];
    await new Promise((r) => setTimeout(r, 200));
    await send(one.app);
    await send(one.app);
    const answers = await Promise.all(polls);
    const ids = answers.map((r) => r.json<AgentCommand>().id);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) await finish(id);
  });

  it('answers waiting polls with 204 at once when the server stops', { timeout: 15_000 }, async () => {
    const third = await buildTestApp({ database });
    const polling = wait(third.app);
    await new Promise((r) => setTimeout(r, 200));
    await third.app.close();
    expect((await polling).statusCode).toBe(204);
  });
  it(
    'refuses a poll that waited with a secret replaced meanwhile, and leases it nothing',
    { timeout: 15_000 },
    async () => {
      const revoked = await createTestDevice(one.app, enterprise);
      const old = (await enrolTestDevice(one.app, enterprise, revoked)).secret;
      const polling = one.app.inject({
        method: 'GET',
        url: '/api/device-agent/commands?wait=30',
        headers: deviceAuth(old),
      });
      await new Promise((r) => setTimeout(r, 200));
      const fresh = (await enrolTestDevice(one.app, enterprise, revoked)).secret;
      const sent = await one.app.inject({
        method: 'POST',
        url: '/api/center/device-command',
        headers: bearer(enterprise),
        payload: { deviceIds: [revoked.id], command: 'restart', args: {} },
      });
      expect(sent.statusCode).toBe(201);
      expect((await polling).statusCode).toBe(401);
      const leased = await one.app.inject({
        method: 'GET',
        url: '/api/device-agent/commands?wait=0',
        headers: deviceAuth(fresh),
      });
      expect(leased.json<AgentCommand>().command).toBe('restart');
    },
  );
});
