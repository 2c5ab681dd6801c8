import {
  COMMAND_STATUS_LABELS,
  DEVICE_COMMAND_LABELS,
  DEVICE_STATUS_LABELS,
  type CommandStatus,
  type DeviceCommandName,
  type DeviceStatus,
} from '@coalsim/contract';
import { Tag } from 'antd';

const DEVICE_COLOURS: Record<DeviceStatus, string> = {
  online: 'success',
  busy: 'processing',
  offline: 'default',
};

/** 在线 / 使用中 / 离线. */
export function DeviceStatusTag({ status }: { status: DeviceStatus }) {
  return <Tag color={DEVICE_COLOURS[status]}>{DEVICE_STATUS_LABELS[status]}</Tag>;
}

const COMMAND_COLOURS: Record<CommandStatus, string> = {
  queued: 'default',
  sent: 'processing',
  succeeded: 'success',
  failed: 'error',
  rejected: 'warning',
  expired: 'default',
  timed_out: 'error',
  cancelled: 'default',
};

/** 排队中 → 已下发 → 执行成功 …, coloured by how it went. */
export function CommandStatusTag({ status }: { status: CommandStatus }) {
  return <Tag color={COMMAND_COLOURS[status]}>{COMMAND_STATUS_LABELS[status]}</Tag>;
}

export const commandLabel = (command: DeviceCommandName) => DEVICE_COMMAND_LABELS[command];
