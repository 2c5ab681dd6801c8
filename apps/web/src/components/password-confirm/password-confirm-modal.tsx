import { LockOutlined } from '@ant-design/icons';
import { Alert, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';

import { applyFieldErrors } from '../../lib/form-errors';

interface PasswordForm {
  password: string;
}

/**
 * Asks for the signed-in account's password again before an operation that can take or destroy
 * everything (a backup's download, a restore, a delete). `onConfirm` sends it; a wrong one comes
 * back as the field's error (401 with `fieldErrors.password`) and the dialog stays open.
 */
export function PasswordConfirmModal({
  open,
  title,
  okText,
  danger = false,
  warning,
  details,
  pending,
  okDisabled = false,
  children,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  /** What the operation does, above the field. */
  warning: ReactNode;
  details?: ReactNode;
  pending: boolean;
  /** Holds 确定 back (until a confirmation word is typed, say). */
  okDisabled?: boolean;
  /** More fields or text below the password (e.g. a word to type). */
  children?: ReactNode;
  /** Resolves when done (the dialog is then closed by the caller); rejects to stay open. */
  onConfirm: (password: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<PasswordForm>();
  const submit = async ({ password }: PasswordForm) => {
    try {
      await onConfirm(password);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger, disabled: okDisabled }}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      maskClosable={!pending}
      closable={!pending}
    >
      <Alert type="warning" showIcon title={warning} description={details} style={{ marginBottom: 16 }} />
      <Form<PasswordForm> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="password"
          label="登录密码"
          extra="请输入当前登录账号的密码以确认；连续输错 5 次账号将被锁定 15 分钟"
          rules={[{ required: true, message: '请输入登录密码' }]}
        >
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            autoComplete="current-password"
            maxLength={128}
          />
        </Form.Item>
        {children}
      </Form>
    </Modal>
  );
}
