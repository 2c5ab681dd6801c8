import type { DeployPackage, DeviceCommand, DeviceEnrolCode } from '@coalsim/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';

import { bearer } from './auth-helpers.js';
import { createTestDevice, deviceAuth, enrolTestDevice, softsOf } from './device-helpers.js';
import { multipartBody } from './multipart.js';
import { zipOf } from './sample-files.js';

type Sample = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/** A deployment package of `softId`, uploaded by `admin`. */
export async function uploadTestPackage(
  app: FastifyInstance,
  admin: string,
  softId: number,
  version: string,
) {
  const form = multipartBody([
    { name: 'softId', content: String(softId) },
    { name: 'version', content: version },
    { name: 'description', content: '扫描用部署包' },
    {
      name: 'file',
      filename: `sim-${version}.zip`,
      type: 'application/zip',
      content: zipOf({ 'sim.txt': version }),
    },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/deploy/upload',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`package upload failed: ${res.body}`);
  return res.json<DeployPackage>();
}

/** One realistic call per device, device-agent and deployment endpoint for the no-secrets scan. */
export async function deviceSamples(
  app: FastifyInstance,
  tokens: { admin: string; enterprise: string; enterpriseId: number },
) {
  const headers = bearer(tokens.enterprise);
  const admin = bearer(tokens.admin);
  const device = await createTestDevice(app, tokens.enterprise);
  const doomed = await createTestDevice(app, tokens.enterprise);
  const { secret } = await enrolTestDevice(app, tokens.enterprise, device);
  const agent = deviceAuth(secret);
  const { granted } = await softsOf(app, tokens.enterpriseId);
  const pkg = await uploadTestPackage(app, tokens.admin, granted, '9.9.1');
  const spare = await uploadTestPackage(app, tokens.admin, granted, '9.9.2');
  const sent = await app.inject({
    method: 'POST',
    url: '/api/center/device-command',
    headers,
    payload: { deviceIds: [device.id], command: 'restart', args: {} },
  });
  const [command] = sent.json<{ commands: DeviceCommand[] }>().commands;
  const queued = await app.inject({
    method: 'POST',
    url: '/api/center/device-command',
    headers,
    payload: { deviceIds: [doomed.id], command: 'shutdown', args: {} },
  });
  const [cancellable] = queued.json<{ commands: DeviceCommand[] }>().commands;
  const code = await app.inject({ method: 'POST', url: `/api/center/device/${doomed.id}/enrol`, headers });
  const form = multipartBody([
    { name: 'softId', content: String(granted) },
    { name: 'version', content: '9.9.3' },
    { name: 'file', filename: 'sim.zip', type: 'application/zip', content: zipOf({ 'a.txt': 'a' }) },
  ]);
  return {
    listDevices: [{ method: 'GET', url: '/api/center/device', headers }],
    downloadDevices: [{ method: 'GET', url: '/api/center/device/download', headers }],
    createDevice: [
      {
        method: 'POST',
        url: '/api/center/device',
        headers,
        payload: { name: '扫描设备', type: 'desktop', serial: 'SCAN-001', ip: '10.1.1.1' },
      },
    ],
    updateDevice: [
      { method: 'PUT', url: '/api/center/device', headers, payload: { ...device, name: '扫描改名' } },
    ],
    enrolDevice: [{ method: 'POST', url: `/api/center/device/${device.id}/enrol`, headers }],
    listDeviceEvents: [{ method: 'GET', url: `/api/center/device/${device.id}/events`, headers }],
    listAllDevices: [{ method: 'GET', url: '/api/device', headers: admin }],
    downloadAllDevices: [{ method: 'GET', url: '/api/device/download', headers: admin }],
    listDeviceCommands: [{ method: 'GET', url: '/api/center/device-command', headers }],
    createDeviceCommands: [
      // The first (the fuzz's target) is the contract's first variant, so the sampled body fits it.
      {
        method: 'POST',
        url: '/api/center/device-command',
        headers,
        payload: { deviceIds: [device.id], command: 'launch', args: { softId: granted, workerId: null } },
      },
      {
        method: 'POST',
        url: '/api/center/device-command',
        headers,
        payload: { deviceIds: [device.id], command: 'update', args: { packageId: pkg.id } },
      },
    ],
    cancelDeviceCommand: [
      { method: 'POST', url: `/api/center/device-command/${cancellable!.id}/cancel`, headers },
    ],
    // After the cancel: deleting the device takes its queued command with it.
    deleteDevices: [{ method: 'DELETE', url: '/api/center/device', headers, payload: [doomed.id] }],
    listCenterPackages: [{ method: 'GET', url: '/api/center/deploy-package', headers }],
    listAllCommands: [{ method: 'GET', url: '/api/device-command', headers: admin }],
    cancelAnyCommand: [{ method: 'POST', url: `/api/device-command/${command!.id}/cancel`, headers: admin }],
    agentEnrol: [
      {
        method: 'POST',
        url: '/api/device-agent/enrol',
        payload: { code: code.json<DeviceEnrolCode>().code, serial: 'NOT-THIS-ONE' },
      },
    ],
    agentHeartbeat: [
      {
        method: 'POST',
        url: '/api/device-agent/heartbeat',
        headers: agent,
        payload: { agentVersion: '1.0.0', state: 'idle' },
      },
    ],
    agentCommands: [{ method: 'GET', url: '/api/device-agent/commands?wait=0', headers: agent }],
    agentCommandResult: [
      {
        method: 'POST',
        url: `/api/device-agent/commands/${command!.id}/result`,
        headers: agent,
        payload: { status: 'succeeded', detail: '已重启' },
      },
    ],
    agentPackage: [{ method: 'GET', url: `/api/device-agent/packages/${pkg.id}`, headers: agent }],
    listDeploy: [{ method: 'GET', url: '/api/deploy', headers: admin }],
    uploadDeploy: [
      {
        method: 'POST',
        url: '/api/deploy/upload',
        headers: { ...admin, ...form.headers },
        payload: form.payload,
      },
    ],
    deleteDeploy: [{ method: 'DELETE', url: '/api/deploy', headers: admin, payload: [spare.id] }],
  } satisfies Record<string, Sample[]>;
}
