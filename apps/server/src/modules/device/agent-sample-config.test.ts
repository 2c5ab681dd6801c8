import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { DeviceCommand, DeviceEnrolCode } from '@coalsim/contract';
import { afterAll, describe, expect, it } from 'vitest';

import { allowedCommand, loadConfig, withoutComments } from '../../../../../tools/device-agent/index.mjs';
import { startAgent } from '../../testing/agent-process.js';
import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createTestDevice } from '../../testing/device-helpers.js';
import { until } from '../../testing/poll.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/** The file the enrolment dialog's command names (npm run runs from the repository's root). */
const SAMPLE = path.join(ROOT, 'tools/device-agent/config.example.json');

/**
 * Issue 44 §3: the agent ships a commented sample configuration, and one started as the
 * enrolment dialog says (`--config tools/device-agent/config.example.json`) carries out what the
 * sample allows instead of refusing every command.
 */
describe('the device agent’s sample configuration', async () => {
  it('is commented JSON the agent reads, allowing launch, stop and update only', async () => {
    const text = await readFile(SAMPLE, 'utf8');
    expect(text).toMatch(/^\/\/ /m);
    expect(() => JSON.parse(text)).toThrow();
    expect(() => JSON.parse(withoutComments(text))).not.toThrow();
    const config = await loadConfig(SAMPLE);
    expect(Object.keys(config.commands)).toEqual(['launch', 'stop', 'update']);
    expect(allowedCommand(config, 'restart')).toBeNull();
    // Shipped in the tarball (npm run device-agent:pack packs the manifest's files).
    const manifest = JSON.parse(
      await readFile(path.join(ROOT, 'tools/device-agent/package.json'), 'utf8'),
    ) as {
      files: string[];
    };
    expect(manifest.files).toContain('config.example.json');
  });

  it('started as the enrolment dialog says, the agent carries out what the sample allows', async () => {
    const { app } = await buildTestApp();
    const enterprise = await signIn(app, 'enterprise');
    const device = await createTestDevice(app, enterprise);
    const server = await app.listen({ host: '127.0.0.1', port: 0 });
    const state = await mkdtemp(path.join(os.tmpdir(), 'agent-sample-'));
    const code = await app.inject({
      method: 'POST',
      url: `/api/center/device/${device.id}/enrol`,
      headers: bearer(enterprise),
    });
    const agent = startAgent([
      ...['--server', server, '--code', code.json<DeviceEnrolCode>().code, '--serial', device.serial],
      ...['--config', SAMPLE, '--state', state, '--wait', '2'],
    ]);
    afterAll(async () => {
      agent.child.kill('SIGKILL');
      await rm(state, { recursive: true, force: true });
    });
    await agent.line(/允许的指令：launch、stop、update$/);

    const final = async (command: string) => {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/center/device-command',
        headers: bearer(enterprise),
        payload: { deviceIds: [device.id], command, args: {} },
      });
      const { id } = sent.json<{ commands: DeviceCommand[] }>().commands[0]!;
      return until(`${command} to be final`, async () => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/center/device-command?deviceId=${device.id}`,
          headers: bearer(enterprise),
        });
        const shown = res.json<{ content: DeviceCommand[] }>().content.find((c) => c.id === id);
        return shown && !['queued', 'sent'].includes(shown.status) ? shown : undefined;
      });
    };
    expect(await final('stop')).toMatchObject({ status: 'succeeded', detail: '没有运行中的仿真程序' });
    expect(await final('restart')).toMatchObject({ status: 'rejected' });
  });
});
