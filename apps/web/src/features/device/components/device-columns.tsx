import type { Device } from '@coalsim/contract';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';

import { formatDateTime } from '../../../lib/format-date-time';
import { DeviceStatusTag } from './status-tags';

/**
 * The columns both faces show of a device, the status next to the name (what a phone sees before
 * it scrolls); `typeLabel` reads the `device_type` dictionary.
 */
export function deviceColumns<T extends Device>(
  typeLabel: (value: string) => string,
  sortOrderOf: (field: string) => SortOrder | undefined,
): TableColumnsType<T> {
  return [
    { title: '设备名称', dataIndex: 'name', key: 'name', sorter: true, sortOrder: sortOrderOf('name') },
    { title: '状态', key: 'status', width: 90, render: (_, d) => <DeviceStatusTag status={d.status} /> },
    { title: '类型', key: 'type', width: 120, render: (_, d) => typeLabel(d.type) },
    {
      title: '序列号',
      dataIndex: 'serial',
      key: 'serial',
      width: 150,
      sorter: true,
      sortOrder: sortOrderOf('serial'),
    },
    { title: 'IP地址', key: 'ip', width: 130, render: (_, d) => d.ip || '-' },
    { title: '实训室', key: 'room', width: 120, render: (_, d) => d.room || '-' },
    { title: '位置', key: 'location', width: 160, render: (_, d) => d.location || '-' },
    {
      title: '最近在线',
      key: 'lastSeen',
      width: 170,
      sorter: true,
      sortOrder: sortOrderOf('lastSeen'),
      render: (_, d) => (d.lastSeen ? formatDateTime(d.lastSeen) : d.enrolled ? '-' : '未接入'),
    },
    {
      title: '版本',
      key: 'versions',
      width: 140,
      render: (_, d) =>
        d.agentVersion ? `代理 ${d.agentVersion}${d.softVersion ? ` / 软件 ${d.softVersion}` : ''}` : '-',
    },
  ];
}
