import { COMMAND_LEASE_SECONDS, COMMAND_MAX_ATTEMPTS } from '@coalsim/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { ONLINE_WINDOW_SECONDS } from './device-status.js';
import { device, deviceCommand, deviceCommandEvent, deviceEvent } from './device.table.js';

export interface SweepResult {
  expired: number;
  requeued: number;
  timedOut: number;
  offline: number;
  /** Devices with a command queued again: their waiting agents should look. */
  requeuedDevices: number[];
}

/** The rows a moving statement answers (one per row moved). */
const movedRows = async (db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute<{ status: string; device_id: number }>(query)).rows;

/**
 * The device job (every minute): each step is one statement that moves the commands and
 * records their transitions together, so a crash between steps loses nothing and a second
 * instance running it at the same time moves each command once.
 * - queued past its TTL: expired (timed_out if it had been sent before);
 * - sent without a result for the lease: queued again while attempts remain, else timed_out;
 * - online devices quiet for two heartbeat intervals: offline, recorded at when they went quiet.
 */
export async function sweepDevices(db: Db): Promise<SweepResult> {
  const stale = await movedRows(
    db,
    sql`with moved as (
      update ${deviceCommand} set status = case when attempts = 0 then 'expired' else 'timed_out' end,
        finished_at = now(), lease_until = null, update_time = now(),
        detail = case when attempts = 0 then '设备未在有效期内领取指令' else '重新排队后设备未再领取' end
      where status = 'queued' and expires_at <= now()
      returning id, status, detail, device_id)
    , ev as (insert into ${deviceCommandEvent} (command_id, status, detail) select id, status, detail from moved)
    select status, device_id from moved`,
  );
  const leases = await movedRows(
    db,
    sql`with moved as (
      update ${deviceCommand} set
        status = case when attempts >= ${COMMAND_MAX_ATTEMPTS} then 'timed_out' else 'queued' end,
        finished_at = case when attempts >= ${COMMAND_MAX_ATTEMPTS} then now() end,
        detail = case when attempts >= ${COMMAND_MAX_ATTEMPTS}
          then ${`已下发 ${COMMAND_MAX_ATTEMPTS} 次，设备均未在 ${COMMAND_LEASE_SECONDS / 60} 分钟内回报结果`} end,
        lease_until = null, update_time = now()
      where status = 'sent' and lease_until < now()
      returning id, status, device_id, attempts)
    , ev as (insert into ${deviceCommandEvent} (command_id, status, detail)
        select id, status, case when status = 'queued'
          then '第 ' || attempts || ' 次下发后未回报结果，重新排队' else '多次下发均未回报结果' end from moved)
    select status, device_id from moved`,
  );
  const offline = await movedRows(
    db,
    sql`with moved as (
      update ${device} set status = 'offline'
      where status = 'online' and last_seen < now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})
      returning id, last_seen)
    , ev as (insert into ${deviceEvent} (device_id, kind, at)
        select id, 'offline', last_seen + make_interval(secs => ${ONLINE_WINDOW_SECONDS}) from moved)
    select 'offline' as status, id as device_id from moved`,
  );
  const requeued = leases.filter((r) => r.status === 'queued');
  return {
    expired: stale.filter((r) => r.status === 'expired').length,
    timedOut:
      stale.length - stale.filter((r) => r.status === 'expired').length + leases.length - requeued.length,
    requeued: requeued.length,
    offline: offline.length,
    requeuedDevices: [...new Set(requeued.map((r) => Number(r.device_id)))],
  };
}

export const sweepSummary = (r: SweepResult) =>
  `过期 ${r.expired} 条、超时 ${r.timedOut} 条、重新排队 ${r.requeued} 条设备指令，${r.offline} 台设备转为离线`;
