import type { WorkerAccount } from '@coalsim/contract';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';

import styles from './org.module.css';

export const PASSWORD_SHOWN_ONCE =
  '初始密码只显示这一次，关闭后无法再次查看。请立即复制并交给员工，员工登录后可在个人中心修改密码。';
export const HOW_TO_SIGN_IN =
  '员工在门户右上角点“登录”，输入上面的用户名和初始密码即可登录，进入“我的培训”。';

/**
 * The account just opened for a worker. The server keeps only the password's hash: this is the
 * one time anyone sees it, so closing needs an explicit 我已保存.
 */
export function WorkerAccountModal({
  account,
  workerName,
  onClose,
}: {
  /** Nothing to show: the dialog is closed. */
  account: WorkerAccount | undefined;
  workerName: string;
  onClose: () => void;
}) {
  return (
    <Modal
      title={`已为 ${workerName} 开通账号`}
      open={account !== undefined}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={480}
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存
        </Button>
      }
    >
      <Alert type="warning" showIcon title={PASSWORD_SHOWN_ONCE} style={{ marginBottom: 16 }} />
      {account && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="用户名">
            <Typography.Text copyable={{ tooltips: ['复制', '已复制'] }} aria-label="用户名">
              {account.username}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="初始密码">
            <Typography.Text
              code
              className={styles.password}
              copyable={{ text: account.initialPassword, tooltips: ['复制密码', '已复制'] }}
              aria-label="初始密码"
            >
              {account.initialPassword}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {HOW_TO_SIGN_IN}
      </Typography.Paragraph>
    </Modal>
  );
}
