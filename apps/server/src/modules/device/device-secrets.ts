import { createHash, randomInt } from 'node:crypto';

import type { DeviceEnrolCode } from '@coalsim/contract';
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { enterprise } from '../../db/tables/account.table.js';
import { createCache } from '../../lib/cache.js';
import type { EnterpriseScope } from '../../lib/enterprise-scope.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { randomSecret } from '../../lib/random-secret.js';
import { type CacheBus, whileListening } from '../../plugins/cache-bus.js';
import { DEVICE_NOT_FOUND } from './device.service.js';
import { device, deviceEvent } from './device.table.js';

export const ENROL_CODE_TTL_MS = 10 * 60_000;
export const BAD_ENROL_CODE =
  '接入码无效、已过期或已被使用，或序列号与登记的不一致；请在“设备管理”中为该设备重新生成接入码';
export const BAD_DEVICE_SECRET = '设备密钥无效或已被吊销：请在“设备管理”中重新生成接入码，并用它重新接入设备';
/** 403, not 401: the secret is still good, and the agent keeps retrying until the enterprise is enabled. */
export const ENTERPRISE_DISABLED =
  '本设备所属企业已被平台停用：停用期间设备不能接入、发送心跳、领取指令或下载部署包；请联系平台管理员在“企业管理”中重新启用该企业，设备代理会自动恢复';

/** Read aloud and typed on a device: no 0/O, 1/I/L. 8 of 32 symbols: 40 bits for 10 minutes. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const canonicalCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** A new one-time code for the device; it replaces one not yet used. */
export async function issueEnrolCode(
  db: Db,
  scope: EnterpriseScope,
  id: number,
  now: Date,
): Promise<DeviceEnrolCode> {
  const raw = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  const expiresAt = new Date(now.getTime() + ENROL_CODE_TTL_MS);
  const [row] = await db
    .update(device)
    .set({ enrolCodeSha256: digest(raw), enrolCodeExpiresAt: expiresAt })
    .where(scope.where(device, eq(device.id, id)))
    .returning({ serial: device.serial });
  if (!row) throw notFound(DEVICE_NOT_FOUND);
  return {
    code: `${raw.slice(0, 4)}-${raw.slice(4)}`,
    serial: row.serial,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The agent's side of enrolment: the code (once, within its time) and the device's serial buy a
 * new secret. Any earlier secret stops working in the same statement.
 */
export async function enrolAgent(db: Db, body: { code: string; serial: string }) {
  const secret = randomSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(device)
      .set({
        secretSha256: digest(secret),
        enrolledAt: sql`now()`,
        enrolCodeSha256: null,
        enrolCodeExpiresAt: null,
      })
      .where(
        and(
          eq(device.enrolCodeSha256, digest(canonicalCode(body.code))),
          sql`${device.enrolCodeExpiresAt} > now()`,
          sql`lower(${device.serial}) = lower(${body.serial})`,
        ),
      )
      .returning({ id: device.id, enterpriseId: device.enterpriseId });
    if (!row) throw badRequest(BAD_ENROL_CODE, { code: [BAD_ENROL_CODE] });
    // Refused inside the transaction: the code is left unused, for when the enterprise is enabled.
    if (!(await enterpriseEnabled(tx, row.enterpriseId))) throw new HttpError(403, ENTERPRISE_DISABLED);
    await tx.insert(deviceEvent).values({ deviceId: row.id, kind: 'enrolled' });
    return { deviceId: row.id, secret };
  });
}

/** The device a request speaks for. */
export interface AgentDevice {
  id: number;
  enterpriseId: number;
  serial: string;
  /** The secret it was proven with: a lease checks it is still the device's (not re-enrolled). */
  secretDigest: string;
}

const SECRETS_TOPIC = 'device-secrets';
/**
 * Announced whenever an enterprise is enabled, disabled or deleted — by the writer and by
 * migration 0019's trigger on `enterprise`, so also for a change made by hand in SQL.
 */
const ENTERPRISES_TOPIC = 'users';

async function enterpriseEnabled(db: Pick<Db, 'select'>, enterpriseId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: enterprise.enabled })
    .from(enterprise)
    .where(eq(enterprise.id, enterpriseId));
  return row?.enabled === true;
}

/**
 * `Authorization: Device <secret>` → its device, or 401; 403 while its enterprise is disabled.
 * Known secrets are kept a minute in memory (a heartbeat or a poll then costs no lookup); an
 * unknown one is never kept. Enrolling again and deleting a device drop every instance's copies
 * through the cache bus, so a revoked secret stops working at once. Whether an enterprise is
 * enabled is cached apart (one entry per enterprise, not per device) and dropped on every
 * instance when any enterprise changes, so disabling one stops its devices at once too.
 */
export function createDeviceAuth(db: Db, bus: CacheBus) {
  const known = whileListening(createCache<string, AgentDevice>({ maxEntries: 20_000, ttlMs: 60_000 }), bus);
  const enabled = whileListening(createCache<number, boolean>({ maxEntries: 20_000, ttlMs: 60_000 }), bus);
  bus.subscribe(SECRETS_TOPIC, () => known.clear());
  bus.subscribe(ENTERPRISES_TOPIC, () => enabled.clear());
  const lookup = async (secretDigest: string) => {
    const [row] = await db
      .select({ id: device.id, enterpriseId: device.enterpriseId, serial: device.serial })
      .from(device)
      .where(eq(device.secretSha256, secretDigest));
    if (!row) throw new HttpError(401, BAD_DEVICE_SECRET);
    return { ...row, secretDigest };
  };
  return {
    deviceOf(header: string | undefined): Promise<AgentDevice> {
      const match = /^Device ([A-Za-z0-9_-]{20,100})$/.exec(header ?? '');
      if (!match) return Promise.reject(new HttpError(401, BAD_DEVICE_SECRET));
      const secretDigest = digest(match[1]!);
      return known
        .get(secretDigest, () => lookup(secretDigest))
        .then(async (agent) => {
          const open = await enabled.get(agent.enterpriseId, () => enterpriseEnabled(db, agent.enterpriseId));
          if (!open) throw new HttpError(403, ENTERPRISE_DISABLED);
          return agent;
        });
    },
    /** A secret was replaced or a device deleted: forget what every instance knows. */
    secretsChanged: () => bus.publish(SECRETS_TOPIC),
  };
}
export type DeviceAuth = ReturnType<typeof createDeviceAuth>;
