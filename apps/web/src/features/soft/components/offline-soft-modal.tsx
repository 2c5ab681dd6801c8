import type { ManagedSoft } from '@coalsim/contract';
import { App, Form, Input, Modal } from 'antd';

import { requiredRule } from '../../../lib/form-rules';
import { useTakeSoftOffline } from '../api/take-soft-offline';

export const OFFLINE_DONE = '已下架';

/**
 * 下架: takes a published software out of 软件中心 with a reason its vendor will read in 应用管理.
 * Closes after a refusal too (409: its status changed meanwhile); the request layer said why.
 */
export function OfflineSoftModal({
  open,
  soft,
  onClose,
}: {
  open: boolean;
  soft: ManagedSoft | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const offline = useTakeSoftOffline();

  const submit = async ({ reason }: { reason: string }) => {
    if (!soft) return;
    try {
      await offline.mutateAsync({ id: soft.id, reason: reason.trim() });
      void message.success(OFFLINE_DONE);
    } catch {
      // Already reported by the request layer.
    }
    onClose();
  };

  return (
    <Modal
      title="下架软件"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="下架"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={offline.isPending}
      width={480}
      destroyOnHidden
    >
      <p>{soft ? `“${soft.name}”下架后不再出现在软件中心，之后可以重新上架。` : null}</p>
      <Form<{ reason: string }> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label="下架原因"
          rules={[requiredRule('请填写下架原因'), { max: 200, message: '原因不能超过200个字符' }]}
          extra="开发单位会在应用管理中看到这段原因"
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
