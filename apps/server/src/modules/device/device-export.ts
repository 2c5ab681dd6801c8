import { DEVICE_STATUS_LABELS, type AdminDevice, type Device } from '@coalsim/contract';

import type { XlsxColumn } from '../../lib/xlsx.js';

export const DEVICE_EXPORT_FILE = '设备数据.xlsx';

/** `typeLabel`: the `device_type` dictionary's label for a value (the value when unknown). */
export function deviceExportColumns(typeLabel: (value: string) => string): XlsxColumn<Device>[] {
  return [
    { header: '设备名称', value: (d) => d.name, width: 20 },
    { header: '设备类型', value: (d) => typeLabel(d.type), width: 14 },
    { header: '序列号', value: (d) => d.serial, width: 22 },
    { header: 'IP地址', value: (d) => d.ip, width: 16 },
    { header: '安放位置', value: (d) => d.location, width: 20 },
    { header: '实训室', value: (d) => d.room, width: 14 },
    { header: '状态', value: (d) => DEVICE_STATUS_LABELS[d.status], width: 8 },
    { header: '最近在线', value: (d) => (d.lastSeen ? new Date(d.lastSeen) : ''), width: 20 },
    { header: '已接入', value: (d) => (d.enrolled ? '是' : '否'), width: 8 },
    { header: '代理版本', value: (d) => d.agentVersion, width: 12 },
    { header: '软件版本', value: (d) => d.softVersion, width: 12 },
  ];
}

export const adminDeviceExportColumns = (typeLabel: (value: string) => string): XlsxColumn<AdminDevice>[] => [
  { header: '所属企业', value: (d) => d.enterprise.name, width: 24 },
  ...(deviceExportColumns(typeLabel) as XlsxColumn<AdminDevice>[]),
];
