import { beforeAll, describe as suite, expect, it } from 'vitest';

import { createClient } from '../../tools/device-agent/index.mjs';
import { Api, describe } from '../support/api.js';
import { clientIp, cluster, instanceUrl, record, rounds } from '../support/context.js';
import { enrolledDevice } from '../support/devices.js';
import { signIn } from '../support/session.js';

/** The agent's wait: far longer than the test, so the poll is still open when the command is sent. */
const WAIT_SECONDS = 20;
/** Time for the poll to be parked on instance 3 before the command is sent. */
const PARK_MS = 500;

let enterprise: Api;

beforeAll(async () => {
  enterprise = await signIn(new Api(instanceUrl(1), undefined, await clientIp()), 'enterprise');
});

suite.each(rounds())('a device long-polling another instance, round %i', (round) => {
  it('a command created through instance 1 wakes the poll waiting on instance 3', async () => {
    const { deviceId, secret } = await enrolledDevice(enterprise, instanceUrl(2));
    const onThree = createClient({ server: instanceUrl(3), secret });
    await onThree.heartbeat({ agentVersion: 'cluster-suite', state: 'idle' });

    let answered = false;
    const polled = onThree.nextCommand(WAIT_SECONDS).then((command) => {
      answered = true;
      return { command, at: performance.now() };
    });
    await new Promise((r) => setTimeout(r, PARK_MS));
    // Still open: the command below is sent while this one poll waits on instance 3.
    expect(answered).toBe(false);
    const sent = await enterprise.post<{ commands: { id: number }[] }>('/api/center/device-command', {
      command: 'restart',
      deviceIds: [deviceId],
      args: {},
    });
    expect(sent.status, describe(sent)).toBe(201);
    const { command, at } = await polled;
    // Printed in the report, never asserted; bench/ measures it against a baseline (--only=timing).
    record('device long poll (command on 1 → poll on 3)', {
      round,
      wokeAfterMs: at - sent.at,
      received: command?.id ?? null,
    });
    // A wait that ends unwoken answers 204 (null) without looking again (agent.routes.ts): the
    // command in this same poll is the wake-up.
    expect(command?.id).toBe(sent.body.commands[0]?.id);

    // The result, reported through the proxy, is what instance 2 shows.
    const reporter = createClient({ server: cluster().proxyUrl, secret });
    await reporter.report(command!.id, { status: 'succeeded', detail: 'cluster suite' });
    const listed = await enterprise
      .at(instanceUrl(2))
      .get<{ content: { id: number; status: string }[] }>(`/api/center/device-command?deviceId=${deviceId}`);
    expect(listed.status, describe(listed)).toBe(200);
    expect(listed.body.content.find((c) => c.id === command!.id)?.status).toBe('succeeded');
  });
});
