import type {
  AdminDevice,
  AdminDeviceCommand,
  DeployPackage,
  Device,
  DeviceCommand,
} from '@coalsim/contract';

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
  upload: null,
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

const ENTERPRISE = { id: 7, name: '示例煤业集团' };

/** As the back office lists them: whose device or command it is. */
export const adminDevice = (id: number, name: string, extra: Partial<Device> = {}): AdminDevice => ({
  ...device(id, name, extra),
  enterprise: ENTERPRISE,
});

export const adminCommand = (id: number, extra: Partial<DeviceCommand> = {}): AdminDeviceCommand => ({
  ...command(id, extra),
  enterprise: ENTERPRISE,
});

export const deployPackage = (id: number, extra: Partial<DeployPackage> = {}): DeployPackage => ({
  id,
  soft: { id: 4, name: '综采工作面仿真' },
  version: '2.1.0',
  description: '',
  fileName: 'fully-mechanized-2.1.0.zip',
  size: 12 * 1024 * 1024,
  sha256: 'a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdefabcdef0123',
  createBy: 'admin',
  createTime: TIME,
  ...extra,
});
