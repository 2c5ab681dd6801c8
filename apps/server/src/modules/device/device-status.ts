import { HEARTBEAT_SECONDS, type DeviceStatus } from '@coalsim/contract';
import { sql, type SQL } from 'drizzle-orm';

import { device } from './device.table.js';

/** A device is online while its last heartbeat is younger than two intervals (DESIGN §11). */
export const ONLINE_WINDOW_SECONDS = 2 * HEARTBEAT_SECONDS;

const fresh = sql`${device.lastSeen} > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})`;

/**
 * The status shown, computed from the last heartbeat when read: a device that stopped calling
 * is offline at once, not when the sweeper next runs (which only records the transition).
 */
export const deviceStatusSql: SQL<DeviceStatus> = sql<DeviceStatus>`case when ${fresh}
  then (case when ${device.state} = 'busy' then 'busy' else 'online' end) else 'offline' end`;

export function statusFilter(status: DeviceStatus | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'offline') return sql`not coalesce(${fresh}, false)`;
  return sql`${fresh} and ${device.state} ${status === 'busy' ? sql`=` : sql`<>`} 'busy'`;
}
