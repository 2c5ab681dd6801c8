// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/**
 * online: a heartbeat within twice the interval; busy: online and the agent says a simulation
 * runs; offline: no heartbeat for longer (or never enrolled).
 */
export const DEVICE_STATUSES = ['online', 'busy', 'offline'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
export const DEVICE_STATUS_LABELS: Record<DeviceStatus, string> = {
  online: '在线',
  busy: '使用中',
  offline: '离线',
};

/** The agent's heartbeat interval; a device is online while its last one is younger than two. */
export const HEARTBEAT_SECONDS = 30;
