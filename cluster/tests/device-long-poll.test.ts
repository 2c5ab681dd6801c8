import { beforeAll, describe as suite, expect, it } from 'vitest';

import { createClient } from '../../tools/device-agent/index.mjs';
import { Api, describe } from '../support/api.js';
import { clientIp, cluster, instanceUrl, record, rounds } from '../support/context.js';
import { enrolledDevice } from '../support/devices.js';
import { signIn } from '../support/session.js';

/** The agent's wait: long enough that an answer before it ran out can only be a wake-up. */
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

    const polled = onThree.nextCommand(WAIT_SECONDS).then((command) => ({ command, at: performance.now() }));
    await new Promise((r) => setTimeout(r, PARK_MS));
    const sent = await enterprise.post<{ commands: { id: number }[] }>('/api/center/device-command', {
      command: 'restart',
      deviceIds: [deviceId],
      args: {},
    });
    expect(sent.status, describe(sent)).toBe(201);
    const { command, at } = await polled;
    const wokeAfterMs = at - sent.at;
    record('device long poll (command on 1 → poll on 3)', {
      round,
      wokeAfterMs,
      received: command?.id ?? null,
    });
    expect(command?.id).toBe(sent.body.commands[0]?.id);
    // An answer long before the wait ran out was a wake-up, not the wait's end.
    expect(wokeAfterMs).toBeLessThan((WAIT_SECONDS * 1000) / 2);

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
