// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/** The only things a device can be told to do; each maps to the agent's own configuration. */
export const DEVICE_COMMANDS = ['launch', 'stop', 'restart', 'shutdown', 'update'] as const;
export type DeviceCommandName = (typeof DEVICE_COMMANDS)[number];
export const DEVICE_COMMAND_LABELS: Record<DeviceCommandName, string> = {
  launch: '启动仿真',
  stop: '停止仿真',
  restart: '重启设备',
  shutdown: '关机',
  update: '更新软件',
};

/**
 * queued → sent → succeeded | failed | rejected; or expired (not fetched within its TTL),
 * timed_out (sent, no result after the last attempt), cancelled (while queued).
 */
export const COMMAND_STATUSES = [
  'queued',
  'sent',
  'succeeded',
  'failed',
  'rejected',
  'expired',
  'timed_out',
  'cancelled',
] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];
export const COMMAND_STATUS_LABELS: Record<CommandStatus, string> = {
  queued: '排队中',
  sent: '已下发',
  succeeded: '执行成功',
  failed: '执行失败',
  rejected: '设备拒绝',
  expired: '已过期',
  timed_out: '超时',
  cancelled: '已取消',
};
/** States a command never leaves. */
export const FINAL_COMMAND_STATUSES: readonly CommandStatus[] = [
  'succeeded',
  'failed',
  'rejected',
  'expired',
  'timed_out',
  'cancelled',
];

/** Queued commands not fetched within this time expire. */
export const COMMAND_TTL_SECONDS = 600;
/** A sent command with no result after this is sent again (up to the attempts), then timed out. */
export const COMMAND_LEASE_SECONDS = 120;
export const COMMAND_MAX_ATTEMPTS = 3;
/** Commands one device may be sent per minute. */
export const COMMANDS_PER_DEVICE_PER_MINUTE = 20;
