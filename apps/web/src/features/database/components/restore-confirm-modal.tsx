import { Alert, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

/** The word to type before a restore starts: a restore replaces every record. */
export const CONFIRM_WORD = '恢复';

/**
 * Asks before a restore: says what it replaces and what happens to sessions, and starts only once
 * the word is typed (a click alone is too easy to make on the wrong row).
 */
export function RestoreConfirmModal({
  open,
  what,
  pending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** The backup or file to restore, as the user knows it. */
  what: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  return (
    <Modal
      open={open}
      title="恢复数据库"
      okText="开始恢复"
      cancelText="取消"
      okButtonProps={{ danger: true, disabled: typed.trim() !== CONFIRM_WORD }}
      confirmLoading={pending}
      onOk={onConfirm}
      onCancel={onCancel}
      afterOpenChange={(visible) => !visible && setTyped('')}
      destroyOnHidden
      maskClosable={!pending}
      closable={!pending}
    >
      <Alert
        type="warning"
        showIcon
        title={`用 ${what} 替换当前的全部数据`}
        description="恢复期间系统对所有人暂停服务（一般不超过几分钟）；备份之后的新增和修改都会丢失；备份之后登录的用户需要重新登录。恢复前会完整校验备份文件，校验不通过则不做任何改动。"
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph>
        请输入 <Typography.Text strong>{CONFIRM_WORD}</Typography.Text> 以确认：
      </Typography.Paragraph>
      <Input aria-label="确认恢复" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={10} />
    </Modal>
  );
}
