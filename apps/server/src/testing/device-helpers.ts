import type { AgentEnrol, Device, DeviceCommand, DeviceEnrolCode } from '@coalsim/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { soft } from '../db/tables/soft.table.js';
import { softGrant } from '../modules/access/access.table.js';
import { validSql } from '../modules/access/grant.service.js';
import { bearer } from './auth-helpers.js';
import { until } from './poll.js';

let serials = 0;

/** A device of the caller's enterprise, made through the API. */
export async function createTestDevice(app: FastifyInstance, token: string, fields: Partial<Device> = {}) {
  serials++;
  const res = await app.inject({
    method: 'POST',
    url: '/api/center/device',
    headers: bearer(token),
    payload: {
      name: `测试设备${serials}`,
      type: 'simulator',
      serial: `TEST-${process.pid}-${serials}-${Math.random().toString(36).slice(2, 8)}`,
      ip: '',
      room: '测试实训室',
      ...fields,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create device failed: ${res.body}`);
  return res.json<Device>();
}

/** The one-time code for a device, traded at the agent door for its secret. */
export async function enrolTestDevice(app: FastifyInstance, token: string, device: Device) {
  const code = await app.inject({
    method: 'POST',
    url: `/api/center/device/${device.id}/enrol`,
    headers: bearer(token),
  });
  if (code.statusCode !== 200) throw new Error(`enrol code failed: ${code.body}`);
  const enrolled = await app.inject({
    method: 'POST',
    url: '/api/device-agent/enrol',
    payload: { code: code.json<DeviceEnrolCode>().code, serial: device.serial },
  });
  if (enrolled.statusCode !== 201) throw new Error(`agent enrol failed: ${enrolled.body}`);
  return enrolled.json<AgentEnrol>();
}

export const deviceAuth = (secret: string) => ({ authorization: `Device ${secret}` });

/** A software the enterprise may use (a valid grant), and one it may not. */
export async function softsOf(app: FastifyInstance, enterpriseId: number) {
  const [granted] = await app.db
    .select({ id: softGrant.softId })
    .from(softGrant)
    .where(and(eq(softGrant.enterpriseId, enterpriseId), validSql));
  const [foreign] = await app.db
    .select({ id: soft.id })
    .from(soft)
    .where(
      and(
        eq(soft.status, 'published'),
        isNotNull(soft.enterpriseId),
        sql`${soft.enterpriseId} <> ${enterpriseId}`,
        sql`not exists (select 1 from ${softGrant} where ${softGrant.softId} = ${soft.id} and ${softGrant.enterpriseId} = ${enterpriseId})`,
      ),
    );
  if (!granted || !foreign) throw new Error('demo data lacks a granted and a foreign software');
  return { granted: granted.id, foreign: foreign.id };
}

/** Sends one command to one device as the enterprise behind `token`; its id. */
export async function sendTestCommand(
  app: FastifyInstance,
  token: string,
  deviceId: number,
  command: string,
  args: object = {},
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/center/device-command',
    headers: bearer(token),
    payload: { deviceIds: [deviceId], command, args },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ commands: DeviceCommand[] }>().commands[0]!.id;
}

/** The command once the agent has reported it done, failed, or it can no longer run. */
export function finalCommand(app: FastifyInstance, token: string, deviceId: number, id: number) {
  return until(`command ${id} to be final`, async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/center/device-command?deviceId=${deviceId}&size=100`,
      headers: bearer(token),
    });
    const command = res.json<{ content: DeviceCommand[] }>().content.find((c) => c.id === id);
    return command && !['queued', 'sent'].includes(command.status) ? command : undefined;
  });
}
