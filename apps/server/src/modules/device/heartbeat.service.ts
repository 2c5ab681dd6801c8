import { HEARTBEAT_SECONDS, type DeviceStatus } from '@coalsim/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database.js';
import { ONLINE_WINDOW_SECONDS } from './device-status.js';
import { device, deviceEvent } from './device.table.js';

export interface Heartbeat {
  agentVersion: string;
  state: 'idle' | 'busy';
  softVersion?: string | null | undefined;
}

/**
 * One heartbeat: one UPDATE that also answers what the device was before, and the transition
 * when it was offline (an offline the sweeper had not recorded yet is recorded here, at the time
 * the device went quiet).
 */
export async function recordHeartbeat(db: Db, deviceId: number, beat: Heartbeat) {
  const { rows } = await db.execute<{ was: string; was_seen: Date | null }>(sql`
    with prev as (select id, status, last_seen from ${device} where id = ${deviceId} for update)
    update ${device} d set last_seen = now(), state = ${beat.state}, status = 'online',
      agent_version = ${beat.agentVersion},
      soft_version = coalesce(${beat.softVersion ?? null}::varchar, d.soft_version)
    from prev where d.id = prev.id
    returning prev.status as was, prev.last_seen as was_seen`);
  const before = rows[0];
  if (before) {
    const seen = before.was_seen ? new Date(before.was_seen) : null;
    const stale = !seen || Date.now() - seen.getTime() > ONLINE_WINDOW_SECONDS * 1000;
    const events: { deviceId: number; kind: string; at?: Date }[] = [];
    if (before.was === 'online' && stale && seen) {
      events.push({ deviceId, kind: 'offline', at: new Date(seen.getTime() + ONLINE_WINDOW_SECONDS * 1000) });
    }
    if (before.was !== 'online' || stale) events.push({ deviceId, kind: 'online' });
    if (events.length > 0) await db.insert(deviceEvent).values(events);
  }
  const status: DeviceStatus = beat.state === 'busy' ? 'busy' : 'online';
  return { status, heartbeatSeconds: HEARTBEAT_SECONDS, serverTime: new Date().toISOString() };
}
