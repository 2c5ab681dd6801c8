import { HEARTBEAT_SECONDS, type Device, type DeviceEnrolCode } from '@coalsim/contract';
import { Alert, Modal, QRCode, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';

import styles from './device.module.css';

/** mm:ss left until `expiresAt`, ticking each second; 0 when it has passed. */
function useSecondsLeft(expiresAt: string | undefined): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!expiresAt) return undefined;
    const tick = () => setLeft(Math.max(0, Math.round((Date.parse(expiresAt) - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return left;
}

/** Shipped with the agent (and in its tarball): commented, allowing launch, stop and update. */
const SAMPLE_CONFIG = 'tools/device-agent/config.example.json';

const mmss = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/**
 * 接入设备: the one-time code (10 minutes), the command to run on the device and a QR code of the
 * same, so that a technician at the machine can type or scan it. Nothing here is a secret the
 * device keeps: the code works once, and only with this device's serial.
 */
export function EnrolDialog({
  device,
  enrolment,
  onClose,
}: {
  device: Device | undefined;
  enrolment: DeviceEnrolCode | undefined;
  onClose: () => void;
}) {
  const left = useSecondsLeft(enrolment?.expiresAt);
  // Read only with a code to show: the closed dialog also renders where there is no window (the
  // page's first frame, rendered at build time).
  const origin = enrolment ? window.location.origin : '';
  const command = enrolment
    ? `npm run device-agent -- --server ${origin} --code ${enrolment.code} --serial ${enrolment.serial} --config ${SAMPLE_CONFIG}`
    : '';
  const qr = enrolment
    ? JSON.stringify({ server: origin, code: enrolment.code, serial: enrolment.serial })
    : '';
  return (
    <Modal
      title={`接入设备：${device?.name ?? ''}`}
      open={Boolean(device)}
      onCancel={onClose}
      footer={null}
      width={560}
    >
      {enrolment && (
        <Space direction="vertical" size="middle" className={styles.enrol}>
          <div className={styles.codeRow}>
            <QRCode value={qr} size={148} bordered={false} />
            <div>
              <Typography.Text type="secondary">设备接入码</Typography.Text>
              <div className={styles.code} aria-label="设备接入码">
                {enrolment.code}
              </div>
              {left > 0 ? (
                <Typography.Text type="secondary">{mmss(left)} 后失效，仅可使用一次</Typography.Text>
              ) : (
                <Typography.Text type="danger">接入码已过期，请关闭后重新生成</Typography.Text>
              )}
            </div>
          </div>
          <div>
            <Typography.Text type="secondary">在设备上运行设备代理：</Typography.Text>
            <Typography.Paragraph copyable={{ text: command }} code className={styles.command}>
              {command}
            </Typography.Paragraph>
          </div>
          <Alert
            type="info"
            showIcon
            message={`序列号须为 ${enrolment.serial}。设备只执行 --config 指定的配置文件中列出的指令：示例配置 ${SAMPLE_CONFIG} 允许启动（用浏览器打开软件的启动地址）、停止和更新；请复制一份，按本机仿真程序的路径修改后用 --config 指定。重新接入会使该设备原来的密钥失效；接入后设备每 ${HEARTBEAT_SECONDS} 秒报到一次，列表中显示为“在线”。`}
          />
        </Space>
      )}
    </Modal>
  );
}
