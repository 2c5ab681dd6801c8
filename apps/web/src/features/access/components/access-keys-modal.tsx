import type { AccessKeys } from '@coalsim/contract';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';

import { formatMinute } from '../utils/access-format';

export const SECRET_SHOWN_ONCE =
  'AppSecret 只显示这一次，关闭后无法再次查看。请立即复制并妥善保存；如果遗失，可以轮换密钥获取新的一对。';

/**
 * The key pair just issued. The server keeps the secret encrypted and never lists it: this is the
 * one time anyone sees it, so closing needs an explicit 我已保存 and a click outside does nothing.
 */
export function AccessKeysModal({
  keys,
  softName,
  onClose,
}: {
  /** Nothing to show: the dialog is closed (and the secret forgotten). */
  keys: AccessKeys | undefined;
  softName: string;
  onClose: () => void;
}) {
  return (
    <Modal
      title={`${softName} 的接入密钥`}
      open={keys !== undefined}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={560}
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存
        </Button>
      }
    >
      <Alert type="warning" showIcon title={SECRET_SHOWN_ONCE} style={{ marginBottom: 16 }} />
      {keys && (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="AppKey">
              <Typography.Text code copyable={{ text: keys.appKey, tooltips: ['复制 AppKey', '已复制'] }}>
                {keys.appKey}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="AppSecret">
              <Typography.Text
                code
                copyable={{ text: keys.appSecret, tooltips: ['复制 AppSecret', '已复制'] }}
              >
                {keys.appSecret}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="生成时间">{formatMinute(keys.issuedAt)}</Descriptions.Item>
          </Descriptions>
          {keys.previousKeyValidUntil && (
            <Alert
              type="info"
              showIcon
              style={{ marginTop: 16 }}
              title={`原密钥在 ${formatMinute(keys.previousKeyValidUntil)} 前仍然有效，请在此之前把软件切换到新密钥。`}
            />
          )}
        </>
      )}
    </Modal>
  );
}
