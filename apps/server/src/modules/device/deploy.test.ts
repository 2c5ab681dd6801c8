import { createHash } from 'node:crypto';

import type { AgentCommand, DeployPackage } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { bearer, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { createTestDevice, deviceAuth, enrolTestDevice, softsOf } from '../../testing/device-helpers.js';
import { uploadTestPackage } from '../../testing/device-samples.js';
import { enterpriseIdOf, registerVerifiedEnterprise } from '../../testing/enterprise-helpers.js';
import { multipartBody } from '../../testing/multipart.js';
import { zipOf } from '../../testing/sample-files.js';
import { PACKAGE_NOT_FOUND } from './command.service.js';

describe('部署管理: packages uploaded once, rolled out as update commands', async () => {
  const { app } = await buildTestApp();
  const admin = await signIn(app, 'admin');
  const enterprise = await signIn(app, 'enterprise');
  const { granted, foreign } = await softsOf(app, await enterpriseIdOf(app, enterprise));
  const upload = (parts: Parameters<typeof multipartBody>[0]) => {
    const form = multipartBody(parts);
    return app.inject({
      method: 'POST',
      url: '/api/deploy/upload',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
  };

  it('stores a zip with its size and sha256, and refuses what is not one', async () => {
    const bytes = zipOf({ 'bin/sim.txt': '仿真程序 3.0.0' });
    const res = await upload([
      { name: 'softId', content: String(granted) },
      { name: 'version', content: '3.0.0' },
      { name: 'file', filename: 'sim-3.0.0.zip', type: 'application/zip', content: bytes },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<DeployPackage>()).toMatchObject({
      version: '3.0.0',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      fileName: 'sim-3.0.0.zip',
      soft: { id: granted },
    });
    const again = await upload([
      { name: 'softId', content: String(granted) },
      { name: 'version', content: '3.0.0' },
      { name: 'file', filename: 'b.zip', content: bytes },
    ]);
    expect(again.statusCode).toBe(409);
    const notZip = await upload([
      { name: 'softId', content: String(granted) },
      { name: 'version', content: '3.0.1' },
      { name: 'file', filename: 'evil.zip', content: '#!/bin/sh\nrm -rf /\n' },
    ]);
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json<{ message: string }>().message).toBe('部署包只能是 zip 压缩包');
    const badVersion = await upload([
      { name: 'softId', content: String(granted) },
      { name: 'version', content: '../../etc' },
      { name: 'file', filename: 'a.zip', content: bytes },
    ]);
    expect(badVersion.statusCode).toBe(400);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/deploy?softId=${granted}`,
      headers: bearer(admin),
    });
    expect(listed.json<{ totalElements: number }>().totalElements).toBe(1);
  });

  it('an enterprise sees and rolls out only packages of software it may use', async () => {
    const mine = await uploadTestPackage(app, admin, granted, '4.0.0');
    const theirs = await uploadTestPackage(app, admin, foreign, '4.0.0');
    const usable = await app.inject({
      method: 'GET',
      url: '/api/center/deploy-package',
      headers: bearer(enterprise),
    });
    const ids = usable.json<DeployPackage[]>().map((p) => p.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);

    const device = await createTestDevice(app, enterprise);
    const { secret } = await enrolTestDevice(app, enterprise, device);
    const send = (packageId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/center/device-command',
        headers: bearer(enterprise),
        payload: { deviceIds: [device.id], command: 'update', args: { packageId } },
      });
    const refused = await send(theirs.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toBe(PACKAGE_NOT_FOUND);
    expect((await send(mine.id)).statusCode).toBe(201);

    const leased = await app.inject({
      method: 'GET',
      url: '/api/device-agent/commands?wait=0',
      headers: deviceAuth(secret),
    });
    const command = leased.json<AgentCommand>();
    if (command.command !== 'update') throw new Error('expected an update');
    expect(command.args).toMatchObject({ version: '4.0.0', sha256: mine.sha256, size: mine.size });
    const download = await app.inject({ method: 'GET', url: command.args.url, headers: deviceAuth(secret) });
    expect(download.statusCode).toBe(200);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(mine.sha256);
    const foreignBytes = await app.inject({
      method: 'GET',
      url: `/api/device-agent/packages/${theirs.id}`,
      headers: deviceAuth(secret),
    });
    expect(foreignBytes.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: command.args.url })).statusCode).toBe(401);
  });

  it('another enterprise’s device cannot download a package its enterprise holds no grant to', async () => {
    const other = await registerVerifiedEnterprise(app, {
      username: 'deployother',
      name: '别家矿业',
      creditCode: '91140200MA0K000B2T',
    });
    const pkg = await uploadTestPackage(app, admin, granted, '5.0.0');
    const device = await createTestDevice(app, other.token);
    const { secret } = await enrolTestDevice(app, other.token, device);
    const res = await app.inject({
      method: 'GET',
      url: `/api/device-agent/packages/${pkg.id}`,
      headers: deviceAuth(secret),
    });
    expect(res.statusCode).toBe(404);
  });

  it('deletes packages with their bytes', async () => {
    const pkg = await uploadTestPackage(app, admin, granted, '6.0.0');
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/deploy',
      headers: bearer(admin),
      payload: [pkg.id],
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/deploy', headers: bearer(admin), payload: [pkg.id] }))
        .statusCode,
    ).toBe(404);
  });
});
