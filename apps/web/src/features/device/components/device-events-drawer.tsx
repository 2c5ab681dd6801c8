import { type DEVICE_EVENT_KINDS, type Device } from '@coalsim/contract';
import { Drawer, Empty, Spin, Timeline } from 'antd';

import { formatDateTime } from '../../../lib/format-date-time';
import { useDeviceEvents } from '../api/get-device-events';
import styles from './device.module.css';

const KIND: Record<(typeof DEVICE_EVENT_KINDS)[number], { label: string; color: string }> = {
  enrolled: { label: '接入（新的设备密钥）', color: 'blue' },
  online: { label: '上线', color: 'green' },
  offline: { label: '离线', color: 'gray' },
};

/** 上下线记录: the device's enrolments and each online / offline transition, newest first. */
export function DeviceEventsDrawer({ device, onClose }: { device: Device | undefined; onClose: () => void }) {
  const events = useDeviceEvents(device?.id);
  return (
    <Drawer title={`上下线记录：${device?.name ?? ''}`} open={Boolean(device)} onClose={onClose} width={400}>
      {events.isPending ? (
        <Spin />
      ) : (events.data ?? []).length === 0 ? (
        <Empty description="还没有记录：设备接入并报到后，每次上线和离线都会记在这里。" />
      ) : (
        <Timeline
          className={styles.events}
          items={(events.data ?? []).map((e) => ({
            color: KIND[e.kind].color,
            content: `${formatDateTime(e.at)} ${KIND[e.kind].label}`,
          }))}
        />
      )}
    </Drawer>
  );
}
