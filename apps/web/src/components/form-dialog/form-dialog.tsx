import { Modal } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';

/**
 * The create-or-edit dialog of the admin lists: 确定 submits the form inside (its validation and
 * onFinish run as on Enter), 取消 closes, and the contents are dropped on closing so the next
 * opening starts clean.
 */
export function FormDialog({
  title,
  open,
  form,
  saving,
  width,
  onClose,
  children,
}: {
  title: ReactNode;
  open: boolean;
  form: FormInstance;
  saving: boolean;
  width: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      width={width}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
