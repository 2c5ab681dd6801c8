import type { Device, DeviceCommand } from '@coalsim/contract';

const TIME = '2026-11-28T08:00:00.000Z';

export const page = <T>(content: T[]) => ({ status: 200, data: { content, totalElements: content.length } });

export const device = (id: number, name: string, extra: Partial<Device> = {}): Device => ({
  id,
  name,
  type: 'simulator',
  serial: `SIM-${String(id).padStart(3, '0')}`,
  ip: '',
  location: '',
  room: '一号实训室',
  status: 'offline',
  lastSeen: null,
  enrolled: false,
  agentVersion: null,
  softVersion: null,
  createTime: TIME,
  updateTime: TIME,
  ...extra,
});

export const command = (id: number, extra: Partial<DeviceCommand> = {}): DeviceCommand => ({
  id,
  device: { id: 1, name: '综采模拟操作台1号', serial: 'SIM-001' },
  command: 'restart',
  soft: null,
  worker: null,
  package: null,
  status: 'queued',
  attempts: 0,
  createdBy: 'enterprise',
  createTime: TIME,
  expiresAt: TIME,
  finishedAt: null,
  detail: null,
  events: [{ status: 'queued', at: TIME, detail: '由 enterprise 下发' }],
  ...extra,
});

export const DEVICE_TYPES = {
  status: 200,
  data: {
    content: [
      { id: 1, value: 'simulator', label: '模拟操作台', dictSort: 1, dict: { id: 1, name: 'device_type' } },
      { id: 2, value: 'vr_headset', label: 'VR头显', dictSort: 2, dict: { id: 1, name: 'device_type' } },
    ],
    totalElements: 2,
  },
};
