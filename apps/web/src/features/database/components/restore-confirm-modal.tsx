import { Input, Typography } from 'antd';
import { useState } from 'react';

import { PasswordConfirmModal } from '../../../components/password-confirm/password-confirm-modal';

/** The word to type before a restore starts: a restore replaces every record. */
export const CONFIRM_WORD = '恢复';

/**
 * Asks before a restore: says what it replaces and what happens to sessions, and starts only once
 * the word is typed (a click alone is too easy to make on the wrong row) and the signed-in
 * account's password is given again.
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
  onConfirm: (password: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  return (
    <PasswordConfirmModal
      open={open}
      title="恢复数据库"
      okText="开始恢复"
      danger
      okDisabled={typed.trim() !== CONFIRM_WORD}
      pending={pending}
      warning={`用 ${what} 替换当前的全部数据`}
      details="恢复期间系统对所有人暂停服务（一般不超过几分钟）；备份之后的新增和修改都会丢失（操作日志和异常日志会保留）；备份之后登录的用户需要重新登录。备份文件的签名、结构和每张表的校验和不符时不做任何改动。"
      onConfirm={onConfirm}
      onCancel={() => {
        setTyped('');
        onCancel();
      }}
    >
      <Typography.Paragraph>
        请输入 <Typography.Text strong>{CONFIRM_WORD}</Typography.Text> 以确认：
      </Typography.Paragraph>
      <Input aria-label="确认恢复" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={10} />
    </PasswordConfirmModal>
  );
}
